import { describe, expect, it } from 'vitest';
import {
  changedFields,
  fieldOf,
  isDirty,
  languageOf,
  partOf,
  settledDraft,
  textOf,
} from './text-draft';

const FIELDS = ['subject_ar', 'body_ar', 'subject_en', 'body_en'] as const;
const saved = {
  subject_en: 'Confirm',
  subject_ar: 'تأكيد',
  body_en: 'Hello {{ name }}',
  body_ar: 'مرحبًا {{ name }}',
};

describe('a template’s fields', () => {
  it('names each field by part and language, and back', () => {
    expect(fieldOf('body', 'ar')).toBe('body_ar');
    expect(fieldOf('subject', 'en')).toBe('subject_en');
    expect(fieldOf('footer', 'ar')).toBe('footer_ar');
    expect(languageOf('subject_ar')).toBe('ar');
    expect(partOf('subject_ar')).toBe('subject');
    expect(languageOf('footer_en')).toBe('en');
    expect(partOf('footer_en')).toBe('footer');
  });
});

describe('a template’s draft', () => {
  it('shows the edit, else the saved text', () => {
    expect(textOf(saved, {}, 'body_ar')).toBe('مرحبًا {{ name }}');
    expect(textOf(saved, { body_ar: '' }, 'body_ar')).toBe('');
    expect(textOf(saved, { body_ar: 'x' }, 'body_en')).toBe('Hello {{ name }}');
  });

  it('is clean untouched, dirty once a text differs, clean again when the edit is undone', () => {
    expect(isDirty(saved, {}, FIELDS)).toBe(false);
    expect(isDirty(saved, { body_ar: 'مرحبًا {{ name }}!' }, FIELDS)).toBe(true);
    expect(isDirty(saved, { body_ar: 'مرحبًا {{ name }}' }, FIELDS)).toBe(false);
    expect(isDirty(saved, { subject_en: '' }, FIELDS)).toBe(true);
  });

  it('sends only the texts that changed', () => {
    expect(
      changedFields(saved, { body_ar: 'جديد', subject_ar: 'تأكيد', body_en: 'New' }, FIELDS),
    ).toEqual({ body_ar: 'جديد', body_en: 'New' });
  });

  it('keeps after a save only what was typed while it was on its way', () => {
    const answer = { ...saved, body_ar: 'جديد' };
    expect(settledDraft({ body_ar: 'جديد' }, answer, FIELDS)).toEqual({});
    expect(settledDraft({ body_ar: 'جديد!', subject_en: 'Confirm' }, answer, FIELDS)).toEqual({
      body_ar: 'جديد!',
    });
  });
});
