import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './search.js';

describe('normalizeSearchText', () => {
  it('folds every alef form (أ إ آ ٱ) to ا, so that أحمد finds احمد', () => {
    expect(normalizeSearchText('أحمد')).toBe('احمد');
    expect(normalizeSearchText('إسلام آمن')).toBe('اسلام امن');
    expect(normalizeSearchText('ٱلمدينة')).toBe('المدينه');
    expect(normalizeSearchText('أحمد')).toBe(normalizeSearchText('احمد'));
    for (const alef of ['أ', 'إ', 'آ', 'ٱ']) {
      expect(normalizeSearchText(`${alef}مل`), alef).toBe('امل');
    }
  });

  it('folds alef maksura to yeh, both ways of writing a word ending meeting', () => {
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي');
    expect(normalizeSearchText('على')).toBe(normalizeSearchText('علي'));
  });

  it('folds teh marbuta to heh, as people type either at the end of a word', () => {
    expect(normalizeSearchText('مدرسة')).toBe('مدرسه');
    expect(normalizeSearchText('مدرسة')).toBe(normalizeSearchText('مدرسه'));
  });

  it('removes tashkeel (harakat, shadda, sukun, tanween, superscript alef) and tatweel', () => {
    expect(normalizeSearchText('مُحَمَّد')).toBe('محمد');
    expect(normalizeSearchText('مـــحمد')).toBe('محمد');
    expect(normalizeSearchText('شُكْرًا')).toBe('شكرا');
    expect(normalizeSearchText('كتابٌ')).toBe('كتاب');
    expect(normalizeSearchText('هٰذا')).toBe('هذا');
    expect(normalizeSearchText('الـمُـدِيـرَة')).toBe('المديره');
  });

  it('reads Arabic-Indic and Persian digits as ASCII, so a reference number is found in any', () => {
    expect(normalizeSearchText('٢٠٢٦')).toBe('2026');
    expect(normalizeSearchText('۲۰۲۶')).toBe('2026');
    expect(normalizeSearchText('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
    for (const typed of [
      'APP-2026-000001',
      'APP-٢٠٢٦-٠٠٠٠٠١',
      'APP-۲۰۲۶-۰۰۰۰۰۱',
      'app-2026-000001',
    ]) {
      expect(normalizeSearchText(typed), typed).toBe('app-2026-000001');
    }
  });

  it('lower-cases and collapses spaces, and does not stem', () => {
    expect(normalizeSearchText('  APP-2026   Tax ')).toBe('app-2026 tax');
    // A word and its plural or prefixed form stay different words.
    expect(normalizeSearchText('الطلبات')).toBe('الطلبات');
    expect(normalizeSearchText('طلب')).not.toBe(normalizeSearchText('طلبات'));
  });

  it('keeps hamza on waw and on yeh (ؤ ئ): they are spelt, not variants', () => {
    expect(normalizeSearchText('مؤسسة')).toBe('مؤسسه');
    expect(normalizeSearchText('مسائل')).toBe('مسائل');
  });
});
