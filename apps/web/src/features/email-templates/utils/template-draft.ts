import type { Language } from '@mutabaa/shared';

/** The four texts an admin edits, Arabic first as the editor shows them. */
export const TEXT_FIELDS = ['subject_ar', 'body_ar', 'subject_en', 'body_en'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type TextPart = 'subject' | 'body';

export const fieldOf = (part: TextPart, language: Language): TextField => `${part}_${language}`;

export const languageOf = (field: TextField): Language => (field.endsWith('_ar') ? 'ar' : 'en');

export const partOf = (field: TextField): TextPart =>
  field.startsWith('subject') ? 'subject' : 'body';
