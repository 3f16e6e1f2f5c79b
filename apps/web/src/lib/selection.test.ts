import { describe, expect, it } from 'vitest';
import { pageState, pickedOnPage, toggleOne, togglePage } from './selection';

describe('picking rows for a bulk action (users)', () => {
  it('picks and unpicks one row without touching the others', () => {
    const one = toggleOne(new Set(), 5);
    expect([...one]).toEqual([5]);
    const two = toggleOne(one, 6);
    expect([...two].sort()).toEqual([5, 6]);
    expect([...toggleOne(two, 5)]).toEqual([6]);
    expect([...one]).toEqual([5]);
  });

  it('the header checkbox picks the whole page, then unpicks it', () => {
    const page = [1, 2, 3];
    expect(pageState(new Set(), page)).toBe('none');
    const some = new Set([2]);
    expect(pageState(some, page)).toBe('some');
    const all = togglePage(some, page);
    expect(pageState(all, page)).toBe('all');
    expect(pageState(togglePage(all, page), page)).toBe('none');
  });

  it('acts only on the picked rows still on the page, in their order', () => {
    expect(pickedOnPage(new Set([9, 3, 1]), [1, 2, 3])).toEqual([1, 3]);
    expect(pageState(new Set([9]), [1, 2])).toBe('none');
  });
});

describe('picking rows for a bulk action (assignment queue)', () => {
  it('tells whether none, some or all of a page is chosen', () => {
    expect(pageState(new Set(), [1, 2, 3])).toBe('none');
    expect(pageState(new Set([2, 9]), [1, 2, 3])).toBe('some');
    expect(pageState(new Set([1, 2, 3, 9]), [1, 2, 3])).toBe('all');
    // An empty page has nothing to choose.
    expect(pageState(new Set([9]), [])).toBe('none');
  });

  it('chooses a row, and leaves it out on a second click, without changing the original', () => {
    const start = new Set([1]);
    const added = toggleOne(start, 2);
    expect([...added].sort()).toEqual([1, 2]);
    expect([...toggleOne(added, 1)]).toEqual([2]);
    expect([...start]).toEqual([1]);
  });

  it('chooses a partly chosen page whole, and empties a fully chosen one, keeping other pages', () => {
    const otherPage = 40;
    const some = new Set([otherPage, 2]);
    const all = togglePage(some, [1, 2, 3]);
    expect([...all].sort((a, b) => a - b)).toEqual([1, 2, 3, otherPage]);
    expect([...togglePage(all, [1, 2, 3])]).toEqual([otherPage]);
  });
});
