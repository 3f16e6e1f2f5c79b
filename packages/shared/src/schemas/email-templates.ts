import { z } from 'zod';
import { multiLineText, singleLineText, ZId } from '../input.js';
import { LANGUAGES } from '../enums.js';
import { ZUserRef } from './refs.js';

export const EMAIL_SUBJECT_MAX_LENGTH = 300;
export const EMAIL_BODY_MAX_LENGTH = 20_000;

/** Every mail the product sends, in the order the admin's list shows them. */
export const EMAIL_TEMPLATE_KEYS = [
  'verify_email',
  'reset_password',
  'invitation',
  'account_exists',
  'notification_assignment',
  'notification_status_change',
  'notification_comment',
  'notification_registration',
  'notification_announcement',
  'due_soon_reminder',
  'overdue_reminder',
  'digest_daily',
  'digest_weekly',
  'import_finished',
  'sla_warning',
  'sla_breach',
  'document_receipt',
  'document_issued',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_recovery_code_used',
  'webhook_disabled',
] as const;
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

/**
 * One template, both languages. Variables are written `{{ name }}` (Liquid); `variables` names
 * the ones this template offers.
 */
export const ZEmailTemplate = z.object({
  id: z.number().int(),
  key: z.enum(EMAIL_TEMPLATE_KEYS),
  name_en: z.string(),
  name_ar: z.string(),
  subject_en: z.string(),
  subject_ar: z.string(),
  body_en: z.string(),
  body_ar: z.string(),
  variables: z.array(z.string()),
  is_customised: z.boolean(),
  /** The current version (each save adds one). */
  version: z.number().int(),
  updated_at: z.string(),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;

const subject = singleLineText(EMAIL_SUBJECT_MAX_LENGTH).min(1, { error: 'required' });
const body = multiLineText(EMAIL_BODY_MAX_LENGTH).min(1, { error: 'required' });

/** PATCH /email-templates/{id}/: any of the four texts; the save is a new version. */
export const ZEmailTemplateUpdate = z
  .object({
    subject_en: subject.optional(),
    subject_ar: subject.optional(),
    body_en: body.optional(),
    body_ar: body.optional(),
  })
  .strict();
export type TEmailTemplateUpdate = z.infer<typeof ZEmailTemplateUpdate>;

/** POST /email-templates/{id}/preview/: the saved text, or unsaved edits, with sample data or an application's. */
export const ZEmailTemplatePreviewRequest = z
  .object({
    language: z.enum(LANGUAGES),
    subject: singleLineText(EMAIL_SUBJECT_MAX_LENGTH).optional(),
    body: multiLineText(EMAIL_BODY_MAX_LENGTH).optional(),
    transaction_id: ZId.optional(),
  })
  .strict();
export type TEmailTemplatePreviewRequest = z.infer<typeof ZEmailTemplatePreviewRequest>;

export const ZRenderedEmail = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type TRenderedEmail = z.infer<typeof ZRenderedEmail>;

/** POST /email-templates/{id}/test/: the saved template, to the caller's own address. */
export const ZEmailTemplateTestRequest = z
  .object({ language: z.enum(LANGUAGES).optional() })
  .strict();
export type TEmailTemplateTestRequest = z.infer<typeof ZEmailTemplateTestRequest>;

/** One saved state of a template (GET /email-templates/{id}/versions/, newest first). */
export const ZEmailTemplateVersion = z.object({
  version: z.number().int(),
  subject_en: z.string(),
  subject_ar: z.string(),
  body_en: z.string(),
  body_ar: z.string(),
  created_by: ZUserRef.nullable(),
  created_at: z.string(),
  is_current: z.boolean(),
});
export type TEmailTemplateVersion = z.infer<typeof ZEmailTemplateVersion>;

/** POST /email-templates/{id}/restore/: a version's text becomes a new version. */
export const ZEmailTemplateRestoreRequest = z
  .object({ version: z.number().int().min(1).max(1_000_000) })
  .strict();
export type TEmailTemplateRestoreRequest = z.infer<typeof ZEmailTemplateRestoreRequest>;
