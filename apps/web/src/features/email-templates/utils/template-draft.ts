import type { TextFieldOf } from '../../../lib/text-draft';

/** The four texts an admin edits, Arabic first as the editor shows them. */
export const TEXT_FIELDS = [
  'subject_ar',
  'body_ar',
  'subject_en',
  'body_en',
] as const satisfies readonly TextFieldOf<'subject' | 'body'>[];
export type TextField = (typeof TEXT_FIELDS)[number];
