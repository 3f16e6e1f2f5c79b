import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('picks the unit and keeps one decimal', () => {
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(10 * 1024 * 1024, 'en')).toBe('10 MB');
  });

  it('names the unit in Arabic', () => {
    expect(formatFileSize(1536, 'ar')).toMatch(/كيلوبايت/);
    expect(formatFileSize(10 * 1024 * 1024, 'ar')).toMatch(/ميغابايت/);
  });
});
