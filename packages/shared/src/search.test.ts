import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './search.js';

describe('normalizeSearchText', () => {
  it('folds alef variants so that أحمد finds احمد', () => {
    expect(normalizeSearchText('أحمد')).toBe('احمد');
    expect(normalizeSearchText('إسلام آمن')).toBe('اسلام امن');
    expect(normalizeSearchText('أحمد')).toBe(normalizeSearchText('احمد'));
  });

  it('folds alef maksura and teh marbuta', () => {
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي');
    expect(normalizeSearchText('مدرسة')).toBe('مدرسه');
  });

  it('removes diacritics and tatweel', () => {
    expect(normalizeSearchText('مُحَمَّد')).toBe('محمد');
    expect(normalizeSearchText('مـــحمد')).toBe('محمد');
  });

  it('lower-cases, collapses spaces and reads Arabic-Indic digits', () => {
    expect(normalizeSearchText('  APP-2026   Tax ')).toBe('app-2026 tax');
    expect(normalizeSearchText('٢٠٢٦')).toBe('2026');
  });
});
