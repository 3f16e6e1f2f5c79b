import { z } from 'zod';

/** Longest search term of any list. */
export const SEARCH_TERM_MAX_LENGTH = 200;

/** A user as another record refers to them. */
export const ZUserRef = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
});
export type TUserRef = z.infer<typeof ZUserRef>;

/** Both labels and the badge colour of a configured option (status, priority, type). */
export const ZOptionDisplay = z.object({
  label_en: z.string(),
  label_ar: z.string(),
  badge_color: z.string(),
});
export type TOptionDisplay = z.infer<typeof ZOptionDisplay>;
