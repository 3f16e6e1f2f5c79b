import { describe, expect, it } from 'vitest';
import { isolate } from './isolate';

describe('isolate', () => {
  it('wraps the value in first-strong isolate and pop directional isolate', () => {
    expect(isolate('Emma Clarke')).toBe('\u2068Emma Clarke\u2069');
    expect(isolate('')).toBe('\u2068\u2069');
  });

  it('drops the direction controls a typed value brought', () => {
    expect(isolate('Emma\u202E Clarke\u2066')).toBe('\u2068Emma Clarke\u2069');
  });

  it('keeps a Latin name and a reference in their typed order inside an Arabic sentence', () => {
    const sentence = `${isolate('Emma Clarke')} قدّمت الطلب ${isolate('REF-2026-0001')}`;
    expect(sentence).toBe('\u2068Emma Clarke\u2069 قدّمت الطلب \u2068REF-2026-0001\u2069');
    expect([...sentence].filter((c) => c === '\u2068').length).toBe(2);
    expect([...sentence].filter((c) => c === '\u2069').length).toBe(2);
  });
});
