import { z } from 'zod';
import { ZOptionDisplay } from './refs.js';
import { ZApplicationSla } from './sla.js';

/** One status the application reached, oldest first; the first is its creation. */
export const ZPublicTimelineEntry = z.object({
  status: z.string(),
  status_display: ZOptionDisplay,
  at: z.string(),
});
export type TPublicTimelineEntry = z.infer<typeof ZPublicTimelineEntry>;

/**
 * GET /public/transactions/{transaction_id}/ (no sign-in). Carries no personal data: no names,
 * e-mails, phones, comments or description.
 */
export const ZPublicApplication = z.object({
  transaction_id: z.string(),
  reference_number: z.string(),
  title: z.string(),
  transaction_type: z.string().nullable(),
  transaction_type_display: ZOptionDisplay.nullable(),
  status: z.string(),
  status_display: ZOptionDisplay,
  updated_at: z.string(),
  timeline: z.array(ZPublicTimelineEntry),
  /** The promise as the applicant sees it (no policy); null when no policy applies. */
  sla: ZApplicationSla.nullable(),
});
export type TPublicApplication = z.infer<typeof ZPublicApplication>;
