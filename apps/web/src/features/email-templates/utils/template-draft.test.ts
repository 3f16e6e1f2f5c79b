import { describe, expect, it } from 'vitest';
import { fieldOf, languageOf, partOf } from './template-draft';

describe('the e-mail template’s texts', () => {
  it('names each field by part and language, and back', () => {
    expect(fieldOf('body', 'ar')).toBe('body_ar');
    expect(fieldOf('subject', 'en')).toBe('subject_en');
    expect(languageOf('subject_ar')).toBe('ar');
    expect(partOf('subject_ar')).toBe('subject');
    expect(languageOf('body_en')).toBe('en');
    expect(partOf('body_en')).toBe('body');
  });
});
