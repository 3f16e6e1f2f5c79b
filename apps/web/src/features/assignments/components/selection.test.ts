import { describe, expect, it } from 'vitest';
import { pageState, toggleOne, togglePage } from './selection';

describe('queue selection', () => {
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
