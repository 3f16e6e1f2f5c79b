import { describe, expect, it } from 'vitest';
import type { TEmailTemplate } from '@mutabaa/shared';
import {
  changedFields,
  fieldOf,
  isDirty,
  languageOf,
  partOf,
  settledDraft,
  textOf,
} from './template-draft';

const template: TEmailTemplate = {
  id: 1,
  key: 'verify_email',
  name_en: 'E-mail verification',
  name_ar: 'تأكيد البريد الإلكتروني',
  subject_en: 'Confirm',
  subject_ar: 'تأكيد',
  body_en: 'Hello {{ name }}',
  body_ar: 'مرحبًا {{ name }}',
  variables: ['name', 'email', 'link'],
  is_customised: false,
  version: 1,
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('the template draft', () => {
  it('names each field by part and language, and back', () => {
    expect(fieldOf('body', 'ar')).toBe('body_ar');
    expect(fieldOf('subject', 'en')).toBe('subject_en');
    expect(languageOf('subject_ar')).toBe('ar');
    expect(partOf('subject_ar')).toBe('subject');
    expect(languageOf('body_en')).toBe('en');
    expect(partOf('body_en')).toBe('body');
  });

  it('shows the edit, else the saved text', () => {
    expect(textOf(template, {}, 'body_ar')).toBe('مرحبًا {{ name }}');
    expect(textOf(template, { body_ar: '' }, 'body_ar')).toBe('');
    expect(textOf(template, { body_ar: 'x' }, 'body_en')).toBe('Hello {{ name }}');
  });

  it('is clean untouched, dirty once a text differs, clean again when the edit is undone', () => {
    expect(isDirty(template, {})).toBe(false);
    expect(isDirty(template, { body_ar: 'مرحبًا {{ name }}!' })).toBe(true);
    expect(isDirty(template, { body_ar: 'مرحبًا {{ name }}' })).toBe(false);
    expect(isDirty(template, { subject_en: '' })).toBe(true);
  });

  it('sends only the texts that changed', () => {
    expect(
      changedFields(template, { body_ar: 'جديد', subject_ar: 'تأكيد', body_en: 'New' }),
    ).toEqual({ body_ar: 'جديد', body_en: 'New' });
  });

  it('keeps after a save only what was typed while it was on its way', () => {
    const saved = { ...template, body_ar: 'جديد', version: 2 };
    expect(settledDraft({ body_ar: 'جديد' }, saved)).toEqual({});
    expect(settledDraft({ body_ar: 'جديد!', subject_en: 'Confirm' }, saved)).toEqual({
      body_ar: 'جديد!',
    });
  });
});
