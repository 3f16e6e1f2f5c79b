import { describe, expect, it } from 'vitest';
import {
  cleanFilters,
  filtersFromParams,
  listQuery,
  normalizeTags,
  pageFromParams,
  pageRange,
  toSearchParams,
} from './list-filters';

describe('list filters in the address bar', () => {
  it('keeps only known, non-empty filters and tidies the tags', () => {
    const params = new URLSearchParams(
      'search=%20APP-2026%20&status=draft&tags=a,%20b,,c&priority=&foo=bar&page=3',
    );
    expect(filtersFromParams(params)).toEqual({
      search: 'APP-2026',
      status: 'draft',
      tags: 'a,b,c',
    });
  });

  it('accepts Arabic commas between tags', () => {
    expect(normalizeTags('عاجل، تجديد ,x')).toBe('عاجل,تجديد,x');
  });

  it('reads the page, falling back to 1', () => {
    expect(pageFromParams(new URLSearchParams('page=4'))).toBe(4);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=x']) {
      expect(pageFromParams(new URLSearchParams(bad))).toBe(1);
    }
  });

  it('writes filters and pages back, leaving page 1 and empty values out', () => {
    expect(toSearchParams({ status: 'draft', search: '' }, 1).toString()).toBe('status=draft');
    expect(toSearchParams({ status: 'draft' }, 2).toString()).toBe('status=draft&page=2');
    const round = toSearchParams({ tags: 'x, y', has_attachments: 'true' }, 5);
    expect(filtersFromParams(round)).toEqual({ tags: 'x,y', has_attachments: 'true' });
    expect(pageFromParams(round)).toBe(5);
  });

  it('builds the request query with the page size', () => {
    expect(listQuery(cleanFilters({ client: '7', search: ' ' }), 2)).toEqual({
      client: '7',
      page: 2,
      page_size: 20,
    });
  });
});

describe('pageRange', () => {
  it('numbers the rows of a page from 1', () => {
    expect(pageRange(1, 20, 45, 20)).toMatchObject({ from: 1, to: 20, total: 45, hasNext: true });
    expect(pageRange(3, 20, 45, 5)).toMatchObject({ from: 41, to: 45, total: 45, hasNext: false });
    expect(pageRange(2, 20, 40, 20)).toMatchObject({ to: 40, hasNext: false });
  });

  it('shows 0 to 0 when nothing is on the page', () => {
    expect(pageRange(1, 20, 0, 0)).toMatchObject({ from: 0, to: 0, total: 0, hasNext: false });
  });

  it('pages on past a capped count while pages come back full', () => {
    expect(pageRange(1, 20, 10_000, 20, true)).toEqual({
      from: 1,
      to: 20,
      total: 10_000,
      capped: true,
      hasNext: true,
    });
    // Beyond the cap the total grows with what was shown; a short page is the last.
    expect(pageRange(501, 20, 10_000, 20, true)).toMatchObject({ to: 10_020, total: 10_020 });
    expect(pageRange(502, 20, 10_000, 7, true)).toMatchObject({ hasNext: false });
  });
});
