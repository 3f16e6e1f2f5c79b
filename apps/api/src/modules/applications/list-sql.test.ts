import { describe, expect, it } from 'vitest';
import { cappedCountSql, listPageSql, type ApplicationFilters, type Scope } from './list-sql.js';

describe('list statements', () => {
  it('write the page’s limit and offset and the count’s cap into the text, and bind the rest', () => {
    const page = listPageSql(
      { kind: 'editor', userId: 7 },
      { status: 'completed' },
      '-updated_at',
      { limit: 20, offset: 40 },
    );
    expect(page.text).toContain('limit 60)');
    expect(page.text).toContain('limit 20 offset 40');
    expect(page.values).toEqual(['completed', 7]);

    const count = cappedCountSql({ kind: 'all' }, { status: 'new' }, 10_000);
    expect(count.text).toContain('limit 10001)');
    expect(count.values).toEqual(['new']);
  });

  it('count everyone’s applications by service level from the clocks alone, others’ through theirs', () => {
    const now = '2026-12-02T00:00:00.000Z';
    const alone = cappedCountSql({ kind: 'all' }, { slaStates: ['breached'], slaNow: now }, 10_000);
    expect(alone.text).not.toContain('applications');
    expect(alone.text).toContain('from application_sla s where');
    expect(alone.values).toEqual([now]);
    const joined: [Scope, ApplicationFilters][] = [
      [{ kind: 'editor', userId: 7 }, { slaStates: ['breached'] }],
      [{ kind: 'all' }, { slaStates: ['breached'], priority: 'urgent' }],
      [{ kind: 'all' }, { slaStates: ['breached'], tags: ['vip'] }],
    ];
    for (const [scope, filters] of joined) {
      expect(cappedCountSql(scope, filters, 10_000).text).toContain('from applications a');
    }
  });

  it('refuse a row count that is not a whole number ≥ 0 rather than write it', () => {
    for (const bad of [1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() =>
        listPageSql({ kind: 'all' }, {}, '-updated_at', { limit: 20, offset: bad }),
      ).toThrow(RangeError);
      // The count writes its cap + 1.
      expect(() => cappedCountSql({ kind: 'all' }, {}, bad - 1)).toThrow(RangeError);
    }
  });
});
