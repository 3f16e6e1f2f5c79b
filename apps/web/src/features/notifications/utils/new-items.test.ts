import { describe, expect, it } from 'vitest';
import { takeNew } from './new-items';

const n = (id: number, is_read = false) => ({ id, is_read });

describe('takeNew', () => {
  it('records on the first look and then answers unread ones above the highest seen', () => {
    const seen = { maxId: null as number | null };
    expect(takeNew(seen, [n(5), n(4)])).toEqual([]);
    expect(takeNew(seen, [n(7), n(6, true), n(5)])).toEqual([n(7)]);
    expect(takeNew(seen, [n(7), n(5)])).toEqual([]);
    expect(seen.maxId).toBe(7);
  });
  it('does not ring twice for one pushed then polled', () => {
    const seen = { maxId: 3 as number | null };
    expect(takeNew(seen, [n(4)])).toEqual([n(4)]);
    expect(takeNew(seen, [n(4), n(3)])).toEqual([]);
  });
  it('starts from an empty first look', () => {
    const seen = { maxId: null as number | null };
    expect(takeNew(seen, [])).toEqual([]);
    expect(takeNew(seen, [n(1)])).toEqual([n(1)]);
  });
});
