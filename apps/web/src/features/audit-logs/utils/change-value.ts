/** What the server writes in place of a secret's value. */
export const REDACTED = '[redacted]';

/** One side of a change, as the detail shows it. */
export type ChangeValue =
  | { kind: 'none' }
  | { kind: 'hidden' }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'number'; value: number }
  | { kind: 'instant'; value: string }
  | { kind: 'text'; value: string }
  | { kind: 'json'; value: string };

// A moment with its time and offset; a bare date (a due date) stays text, so no zone shifts it.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** How one value of an entry's `changes` reads: by its type, objects and lists as indented JSON. */
export function changeValue(value: unknown): ChangeValue {
  if (value === null || value === undefined || value === '') return { kind: 'none' };
  if (value === REDACTED) return { kind: 'hidden' };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (typeof value === 'number') return { kind: 'number', value };
  if (typeof value === 'string') {
    return INSTANT.test(value) && !Number.isNaN(Date.parse(value))
      ? { kind: 'instant', value }
      : { kind: 'text', value };
  }
  return { kind: 'json', value: JSON.stringify(value, null, 2) };
}

export type ChangeRow = { field: string; before: ChangeValue; after: ChangeValue };

/** An entry's changes, field by field, in the order the server wrote them. */
export function changeRows(changes: Record<string, [unknown, unknown]>): ChangeRow[] {
  return Object.entries(changes).map(([field, [before, after]]) => ({
    field,
    before: changeValue(before),
    after: changeValue(after),
  }));
}
