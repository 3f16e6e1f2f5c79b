import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';
import { formatNumber, formatRelativeTime, setReaderDigits } from './numbers';

const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);

describe('format', () => {
  it('gives relative times: just now, minutes, hours, then days', () => {
    expect(formatRelativeTime(NOW - 20_000, 'en', NOW)).toBe('now');
    expect(formatRelativeTime(NOW - 5 * 60_000, 'en', NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(NOW - 3 * 3_600_000, 'en', NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(NOW - 3 * 86_400_000, 'en', NOW)).toBe('3 days ago');
    expect(formatRelativeTime(NOW - 5 * 60_000, 'ar', NOW)).toMatch(/[\u0600-\u06FF]/);
  });
  it('formats numbers in the chosen language', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(1234, 'ar')).not.toBe('');
  });
  it("writes Arabic numbers in the reader's digits, English always in Latin ones", () => {
    try {
      setReaderDigits('arab');
      expect(formatNumber(1234, 'ar')).toBe('١٬٢٣٤');
      expect(formatNumber(1234, 'en')).toBe('1,234');
      expect(formatRelativeTime(NOW - 5 * 60_000, 'ar', NOW)).toContain('٥');
      expect(formatFileSize(1536, 'ar')).toContain('١٫٥');
      expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
      setReaderDigits('latn');
      expect(formatNumber(1234, 'ar')).toMatch(/^1.?234$/);
      expect(formatFileSize(1536, 'ar')).toContain('1.5');
    } finally {
      setReaderDigits('latn');
    }
  });
});
