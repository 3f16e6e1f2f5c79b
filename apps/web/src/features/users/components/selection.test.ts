import { describe, expect, it } from 'vitest';
import { pageState, pickedOnPage, toggleOne, togglePage } from './selection';

describe('picking users for a bulk change', () => {
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
