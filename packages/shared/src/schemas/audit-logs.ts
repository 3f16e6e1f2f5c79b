import { z } from 'zod';
import { isoInstant, queryId, queryKey, singleLineText, ZPage, ZPageSize } from '../input.js';
import { ZPaginated } from './common.js';
import { EXPORT_FORMATS } from './exports.js';

/** Most entries a filtered count reads before it answers "more than this" (`count_capped`). */
export const AUDIT_COUNT_CAP = 10_000;
/** The same for a text search, whose count reads every candidate entry. */
export const AUDIT_SEARCH_COUNT_CAP = 1_000;
export const AUDIT_SEARCH_MAX_LENGTH = 100;

/** The record types the log names, for the filter's choices (labels in the web app). */
export const AUDIT_ENTITY_TYPES = [
  'user',
  'application',
  'setting',
  'form_field',
  'form_option',
  'form_option_list',
  'status_transition',
  'assignment_rule',
  'email_template',
  'notification',
  'dashboard',
  'report',
  'audit_log',
  'import',
  'sla_calendar',
  'sla_holiday',
  'sla_policy',
  'document',
  'document_template',
  'api_token',
  'webhook',
] as const;

/**
 * The actions the product records, for the filter's choices (labels in the web app). An entry's
 * action is always one of these (a test checks every action written against this list).
 */
export const AUDIT_ACTIONS = [
  'auth.login_succeeded',
  'auth.login_failed',
  'auth.logout',
  'auth.two_factor_failed',
  'auth.recovery_code_used',
  'user.registered',
  'user.registration_with_used_email',
  'user.email_verified',
  'user.password_reset',
  'user.password_changed',
  'user.invitation_accepted',
  'user.profile_updated',
  'user.admin_created',
  'user.created',
  'user.invited',
  'user.updated',
  'user.activated',
  'user.deactivated',
  'user.deleted',
  'user.anonymised',
  'user.invitation_resent',
  'user.password_reset_sent',
  'user.two_factor_enabled',
  'user.two_factor_disabled',
  'user.two_factor_reset',
  'user.recovery_codes_regenerated',
  'user.promoted_admin',
  'user.demo_created',
  'setting.updated',
  'setting.reset',
  'form_field.updated',
  'form_option.created',
  'form_option.updated',
  'form_option.deactivated',
  'form_option.deleted',
  'form_option.reordered',
  'status_transition.created',
  'status_transition.updated',
  'status_transition.deleted',
  'application.created',
  'application.updated',
  'application.duplicated',
  'application.status_changed',
  'application.deleted',
  'application.assigned',
  'application.commented',
  'application.attachment_added',
  'application.attachment_deleted',
  'application.attachment_downloaded',
  'application.exported',
  'application.demo_seeded',
  'application.imported',
  'dashboard.exported',
  'report.exported',
  'notification.announced',
  'assignment_rule.updated',
  'email_template.updated',
  'email_template.restored',
  'email_template.reset',
  'email_template.test_sent',
  'audit_log.exported',
  'audit.retention_applied',
  'sla_calendar.updated',
  'sla_holiday.created',
  'sla_holiday.updated',
  'sla_holiday.deleted',
  'sla_policy.created',
  'sla_policy.updated',
  'sla_policy.deactivated',
  'sla_policy.deleted',
  'document.issued',
  'document.downloaded',
  'document.withdrawn',
  'document.verified',
  'document_template.created',
  'document_template.updated',
  'document_template.reset',
  'document_template.deleted',
  'api_token.created',
  'api_token.revoked',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.secret_rotated',
  'webhook.test_sent',
  'webhook.redelivered',
  'webhook.disabled',
] as const;

/** One entry: who did what to which record, when and from where; `changes` field by field. */
export const ZAuditLogEntry = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), full_name: z.string(), email: z.string() }).nullable(),
  /** The actor's name when the entry was written; kept after the user is anonymised. */
  actor_name: z.string().nullable(),
  /** The API token the actor acted through (docs/api-tokens.md), or null: signed in. */
  via_token: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  /** Each changed field: [before, after]; null where a side does not apply. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;

export const ZAuditLogPage = ZPaginated(ZAuditLogEntry);
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;

/** The filters of GET /audit-logs/ and its export. */
export const ZAuditLogFilters = z.object({
  /** One entry by its id (e.g. the one verification names). */
  id: queryId().optional(),
  actor: queryId().optional(),
  action: singleLineText(64).optional(),
  entity_type: singleLineText(64).optional(),
  entity_id: queryKey(64).optional(),
  ip: queryKey(64).optional(),
  created_at_after: isoInstant().optional(),
  created_at_before: isoInstant().optional(),
  search: singleLineText(AUDIT_SEARCH_MAX_LENGTH).optional(),
});
export type TAuditLogFilters = z.infer<typeof ZAuditLogFilters>;

/** GET /audit-logs/: newest first. */
export const ZAuditLogListQuery = ZAuditLogFilters.extend({
  page: ZPage,
  page_size: ZPageSize,
});
export type TAuditLogListQuery = z.infer<typeof ZAuditLogListQuery>;

/** GET /audit-logs/export/: every entry the filters select, newest first. */
export const ZAuditLogExportQuery = ZAuditLogFilters.extend({
  format: z.enum(EXPORT_FORMATS).default('csv'),
});
export type TAuditLogExportQuery = z.infer<typeof ZAuditLogExportQuery>;

/** GET /audit-logs/verify/: whether the chain holds, and where it first breaks if not. */
export const ZAuditVerifyResult = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  /** The first entry whose content, place or link does not match; null when none (or when entries are missing from the end). */
  first_broken_id: z.number().int().nullable(),
  /** What was found, in the caller's language. */
  detail: z.string(),
});
export type TAuditVerifyResult = z.infer<typeof ZAuditVerifyResult>;
