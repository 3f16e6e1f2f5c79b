/** A changed field's value as short text: lists joined, people and files by name, nothing as ''. */
export function fieldValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(fieldValueText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const name = record.full_name ?? record.file_name ?? record.label ?? record.email ?? record.id;
    return name === undefined ? JSON.stringify(value) : String(name);
  }
  return String(value);
}
