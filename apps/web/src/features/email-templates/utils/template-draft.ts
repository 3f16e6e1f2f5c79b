import type { Language, TEmailTemplate, TEmailTemplateUpdate } from '@mutabaa/shared';

/** The four texts an admin edits, Arabic first as the editor shows them. */
export const TEXT_FIELDS = ['subject_ar', 'body_ar', 'subject_en', 'body_en'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type TextPart = 'subject' | 'body';

/** The edits not yet saved: a field is here once it was typed in. */
export type Draft = Partial<Record<TextField, string>>;

/** The element id of a field's control; its refusal is `<id>-error`. */
export const controlIdOf = (field: TextField) => `template-${field}`;

export const fieldOf = (part: TextPart, language: Language): TextField => `${part}_${language}`;

export const languageOf = (field: TextField): Language => (field.endsWith('_ar') ? 'ar' : 'en');

export const partOf = (field: TextField): TextPart =>
  field.startsWith('subject') ? 'subject' : 'body';

/** What a field shows: the edit, else the saved text. */
export function textOf(template: TEmailTemplate, draft: Draft, field: TextField): string {
  return draft[field] ?? template[field];
}

/** The fields whose edit differs from the saved text (typing and undoing leaves none). */
export function changedFields(template: TEmailTemplate, draft: Draft): TEmailTemplateUpdate {
  const changes: TEmailTemplateUpdate = {};
  for (const field of TEXT_FIELDS) {
    const value = draft[field];
    if (value !== undefined && value !== template[field]) changes[field] = value;
  }
  return changes;
}

export function isDirty(template: TEmailTemplate, draft: Draft): boolean {
  return Object.keys(changedFields(template, draft)).length > 0;
}

/** The edits left after a save answered `saved`: those typed meanwhile, if any. */
export function settledDraft(draft: Draft, saved: TEmailTemplate): Draft {
  const left: Draft = {};
  for (const field of TEXT_FIELDS) {
    const value = draft[field];
    if (value !== undefined && value !== saved[field]) left[field] = value;
  }
  return left;
}
