import { describe, expect, it } from 'vitest';
import {
  filterFromParams,
  filterToParams,
  isFiltered,
  rangeIsReversed,
  toListFilter,
} from './centre-filter';

describe('the centre filter in the address bar', () => {
  it('reads every known part and round-trips', () => {
    const params = new URLSearchParams('type=system&read=unread&from=2026-11-01&to=2026-11-21');
    const filter = filterFromParams(params);
    expect(filter).toEqual({
      type: 'system',
      read: 'unread',
      from: '2026-11-01',
      to: '2026-11-21',
    });
    expect(filterToParams(filter).toString()).toBe(params.toString());
    expect(isFiltered(filter)).toBe(true);
  });

  it('reads days in Arabic-Indic or Persian digits as ASCII ones', () => {
    const filter = filterFromParams(new URLSearchParams({ from: '٢٠٢٦-١١-٠١', to: '۲۰۲۶-۱۱-۲۱' }));
    expect(filter).toEqual({ from: '2026-11-01', to: '2026-11-21' });
    expect(filterFromParams(new URLSearchParams({ from: '٢٠٢٦-٠٢-٣٠' }))).toEqual({});
  });

  it('leaves out unknown types, read states and days that do not exist', () => {
    const filter = filterFromParams(
      new URLSearchParams('type=other&read=maybe&from=2026-02-30&to=21/11/2026'),
    );
    expect(filter).toEqual({});
    expect(isFiltered(filter)).toBe(false);
    expect(filterToParams(filter).toString()).toBe('');
    expect(filterFromParams(new URLSearchParams('from=2024-02-29')).from).toBe('2024-02-29');
    expect(
      filterFromParams(new URLSearchParams('type=user&from=2026-11-21&to=2026-11-01')),
    ).toEqual({ type: 'user' });
  });

  it('knows a backwards range', () => {
    expect(rangeIsReversed({ from: '2026-11-21', to: '2026-11-01' })).toBe(true);
    expect(rangeIsReversed({ from: '2026-11-21', to: '2026-11-21' })).toBe(false);
    expect(rangeIsReversed({ from: '2026-11-21' })).toBe(false);
  });
});

describe('toListFilter', () => {
  it('turns the read state into is_read and keeps the type', () => {
    expect(toListFilter({ type: 'user', read: 'read' })).toEqual({ type: 'user', is_read: true });
    expect(toListFilter({ read: 'unread' })).toEqual({ is_read: false });
    expect(toListFilter({})).toEqual({});
  });

  it('spans whole local days, from the first midnight to just before the one after the last', () => {
    const query = toListFilter({ from: '2026-11-01', to: '2026-11-21' });
    const after = new Date(query.created_at_after!);
    const before = new Date(query.created_at_before!);
    expect([after.getFullYear(), after.getMonth(), after.getDate()]).toEqual([2026, 10, 1]);
    expect([after.getHours(), after.getMinutes()]).toEqual([0, 0]);
    expect([before.getFullYear(), before.getMonth(), before.getDate()]).toEqual([2026, 10, 21]);
    expect(before.getTime() + 1).toBe(new Date(2026, 10, 22).getTime());
  });
});
