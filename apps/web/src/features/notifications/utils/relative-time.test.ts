import { describe, expect, it } from 'vitest';
import { formatRelative, relativeTime } from './relative-time';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime', () => {
  it('is just now under a minute, and for a time ahead of the clock', () => {
    expect(relativeTime(ago(0), NOW)).toEqual({ unit: 'now' });
    expect(relativeTime(ago(59 * S + 999), NOW)).toEqual({ unit: 'now' });
    expect(relativeTime(ago(-5 * M), NOW)).toEqual({ unit: 'now' });
  });
  it('counts whole minutes under 60', () => {
    expect(relativeTime(ago(M), NOW)).toEqual({ unit: 'minute', value: 1 });
    expect(relativeTime(ago(59 * M + 59 * S), NOW)).toEqual({ unit: 'minute', value: 59 });
  });
  it('counts whole hours under 24', () => {
    expect(relativeTime(ago(H), NOW)).toEqual({ unit: 'hour', value: 1 });
    expect(relativeTime(ago(23 * H + 59 * M), NOW)).toEqual({ unit: 'hour', value: 23 });
  });
  it('then counts days', () => {
    expect(relativeTime(ago(D), NOW)).toEqual({ unit: 'day', value: 1 });
    expect(relativeTime(ago(45 * D + 3 * H), NOW)).toEqual({ unit: 'day', value: 45 });
  });
  it('has nothing to say about an unreadable time', () => {
    expect(relativeTime('not a date', NOW)).toBeNull();
    expect(formatRelative('not a date', 'en', 'just now', NOW)).toBe('');
  });
});

describe('formatRelative', () => {
  it('writes English', () => {
    expect(formatRelative(ago(10 * S), 'en', 'just now', NOW)).toBe('just now');
    expect(formatRelative(ago(5 * M), 'en', 'just now', NOW)).toBe('5 minutes ago');
    expect(formatRelative(ago(H), 'en', 'just now', NOW)).toBe('1 hour ago');
    expect(formatRelative(ago(3 * D), 'en', 'just now', NOW)).toBe('3 days ago');
  });
  it('writes Arabic', () => {
    expect(formatRelative(ago(10 * S), 'ar', 'الآن', NOW)).toBe('الآن');
    const minutes = formatRelative(ago(5 * M), 'ar', 'الآن', NOW);
    expect(minutes).toMatch(/^قبل /);
    expect(minutes).toMatch(/دقائق/);
    expect(formatRelative(ago(2 * H), 'ar', 'الآن', NOW)).toMatch(/ساعت/);
    expect(formatRelative(ago(D), 'ar', 'الآن', NOW)).toMatch(/يوم/);
  });
});
