/** Lists arrive as a bare array or as an object whose `results` holds the array. */
export function parseList<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object') {
    const record = body as { results?: unknown; data?: unknown };
    if (Array.isArray(record.results)) return record.results as T[];
    if (record.data && typeof record.data === 'object') {
      const inner = record.data as { results?: unknown };
      if (Array.isArray(inner.results)) return inner.results as T[];
      if (Array.isArray(record.data)) return record.data as T[];
    }
  }
  return [];
}
