import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies.js';

describe('cookieValue', () => {
  it('finds a cookie by its whole name, wherever it stands', () => {
    expect(cookieValue('language=en', 'language')).toBe('en');
    expect(cookieValue('theme=x; language=en; signed_in=1', 'signed_in')).toBe('1');
    expect(cookieValue('xlanguage=en', 'language')).toBeUndefined();
    expect(cookieValue('a=b=c', 'a')).toBe('b=c');
    expect(cookieValue(undefined, 'language')).toBeUndefined();
    expect(cookieValue('', 'language')).toBeUndefined();
  });
});
