import type { TextFieldOf } from '../../../lib/text-draft';

/** The three texts of a document in each language. */
export const TEXT_PARTS = ['title', 'body', 'footer'] as const;
export type TextPart = (typeof TEXT_PARTS)[number];

/** The six texts of a document template, Arabic first as the editor shows them. */
export const TEXT_FIELDS = [
  'title_ar',
  'body_ar',
  'footer_ar',
  'title_en',
  'body_en',
  'footer_en',
] as const satisfies readonly TextFieldOf<TextPart>[];
export type TextField = (typeof TEXT_FIELDS)[number];
