/**
 * The unsaved edits of a template's texts (an e-mail's subjects and bodies, a document's
 * titles, bodies and footers): a field is in the draft once it was typed in.
 */
export type Draft<F extends string> = Partial<Record<F, string>>;

/** The texts as saved, one string a field. */
export type SavedTexts<F extends string> = Readonly<Record<F, string>>;

import type { Language } from '@mutabaa/shared';

/** A text's field: its part (subject, title, body …) and its language, `body_ar`. */
export type TextFieldOf<P extends string> = `${P}_${Language}`;

export const fieldOf = <P extends string>(part: P, language: Language): TextFieldOf<P> =>
  `${part}_${language}`;

export const languageOf = (field: string): Language => (field.endsWith('_ar') ? 'ar' : 'en');

export const partOf = <P extends string>(field: TextFieldOf<P>): P => field.slice(0, -3) as P;

/** The element id of a text's control; its refusal is `<id>-error`. */
export const controlIdOf = (field: string) => `template-${field}`;

/** What a field shows: the edit, else the saved text. */
export function textOf<F extends string>(
  saved: NoInfer<SavedTexts<F>>,
  draft: Draft<string>,
  field: F,
): string {
  return draft[field] ?? saved[field];
}

/** The fields whose edit differs from the saved text (typing and undoing leaves none). */
export function changedFields<F extends string>(
  saved: NoInfer<SavedTexts<F>>,
  draft: NoInfer<Draft<F>>,
  fields: readonly F[],
): Draft<F> {
  const changes: Draft<F> = {};
  for (const field of fields) {
    const value = draft[field];
    if (value !== undefined && value !== saved[field]) changes[field] = value;
  }
  return changes;
}

export function isDirty<F extends string>(
  saved: NoInfer<SavedTexts<F>>,
  draft: NoInfer<Draft<F>>,
  fields: readonly F[],
): boolean {
  return Object.keys(changedFields(saved, draft, fields)).length > 0;
}

/** The edits left after a save answered `saved`: those typed meanwhile, if any. */
export const settledDraft = <F extends string>(
  draft: NoInfer<Draft<F>>,
  saved: NoInfer<SavedTexts<F>>,
  fields: readonly F[],
): Draft<F> => changedFields(saved, draft, fields);
