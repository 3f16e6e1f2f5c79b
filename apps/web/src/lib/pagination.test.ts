import { describe, expect, it } from 'vitest';
import { pageFromParams, pageRange, withPage } from './pagination';

describe('the page in the address bar', () => {
  it('reads the page, falling back to 1', () => {
    expect(pageFromParams(new URLSearchParams('page=4'))).toBe(4);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=x']) {
      expect(pageFromParams(new URLSearchParams(bad))).toBe(1);
    }
  });

  it('sets the page and keeps the other parameters, leaving page 1 out', () => {
    const params = new URLSearchParams('status=draft&page=3');
    expect(withPage(params, 4).toString()).toBe('status=draft&page=4');
    expect(withPage(params, 1).toString()).toBe('status=draft');
    expect(params.toString()).toBe('status=draft&page=3');
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
