import { z } from 'zod';
import {
  emailAddress,
  isoDate,
  isoInstant,
  multiLineText,
  queryBoolean,
  queryId,
  singleLineText,
  ZId,
  ZPage,
  ZPageSize,
} from '../input.js';
import { EMAIL_MAX_LENGTH } from '../limits.js';
import { phoneNumber } from '../phone.js';
import { ZAttachment } from './attachments.js';
import { ZError } from './common.js';
import { SLA_STATES, ZApplicationSla, type TSlaState } from './sla.js';
import { SEARCH_TERM_MAX_LENGTH, ZOptionDisplay, ZUserRef } from './refs.js';

export const APPLICATION_TITLE_MAX_LENGTH = 200;
export const APPLICATION_DESCRIPTION_MAX_LENGTH = 10_000;
export const APPLICATION_DEPARTMENT_MAX_LENGTH = 100;
export const APPLICATION_REFERENCE_MAX_LENGTH = 100;
export const APPLICATION_TAG_MAX_LENGTH = 50;
export const APPLICATION_TAGS_MAX = 20;

/** Statuses an application may be created with; later changes go through the transition. */
export const CREATE_STATUSES = ['draft', 'submitted'] as const;

const text = singleLineText;

/**
 * An application as written. Every field is optional here: the form configuration
 * decides on the server which are required and which are ignored.
 */
export const ZApplicationWrite = z
  .object({
    title: text(APPLICATION_TITLE_MAX_LENGTH),
    description: multiLineText(APPLICATION_DESCRIPTION_MAX_LENGTH),
    transaction_type: text(50),
    priority: text(50),
    client: ZId.nullable(),
    client_email: z.union([z.literal(''), emailAddress(EMAIL_MAX_LENGTH)]),
    client_phone: phoneNumber(),
    assigned_to: ZId.nullable(),
    department: text(APPLICATION_DEPARTMENT_MAX_LENGTH),
    due_date: isoDate().nullable(),
    tags: z
      .array(text(APPLICATION_TAG_MAX_LENGTH).min(1, { error: 'required' }))
      .max(APPLICATION_TAGS_MAX, { error: 'too_big' }),
    external_reference_id: text(APPLICATION_REFERENCE_MAX_LENGTH),
    project_id: text(APPLICATION_REFERENCE_MAX_LENGTH).nullable(),
  })
  .partial()
  .strict();
export type TApplicationWrite = z.infer<typeof ZApplicationWrite>;

/** POST /transactions/: the written fields plus the starting status. */
export const ZApplicationCreate = ZApplicationWrite.extend({
  status: z.enum(CREATE_STATUSES).optional(),
}).strict();
export type TApplicationCreate = z.infer<typeof ZApplicationCreate>;

/** PATCH /transactions/{id}/: never the status (that is the transition endpoint's). */
export const ZApplicationPatch = ZApplicationWrite;
export type TApplicationPatch = z.infer<typeof ZApplicationPatch>;

export {
  SEARCH_TERM_MAX_LENGTH,
  ZOptionDisplay,
  ZUserRef,
  type TOptionDisplay,
  type TUserRef,
} from './refs.js';

/** An application as read: every field. */
export const ZApplication = z.object({
  id: z.number().int(),
  transaction_id: z.string(),
  reference_number: z.string(),
  title: z.string(),
  description: z.string(),
  client: ZUserRef.nullable(),
  client_name: z.string(),
  client_email: z.string(),
  client_phone: z.string(),
  transaction_type: z.string().nullable(),
  type: z.string().nullable(),
  transaction_type_display: ZOptionDisplay.nullable(),
  status: z.string(),
  status_display: ZOptionDisplay,
  priority: z.string(),
  priority_display: ZOptionDisplay,
  assigned_to: ZUserRef.nullable(),
  created_by: ZUserRef.nullable(),
  department: z.string(),
  due_date: z.string().nullable(),
  tags: z.array(z.string()),
  external_reference_id: z.string(),
  project_id: z.string().nullable(),
  comment_count: z.number().int(),
  attachment_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  creation_date: z.string(),
  /** The service level (docs/api.md#service-levels-apisla); null when no policy applies. */
  sla: ZApplicationSla.nullable(),
});
export type TApplication = z.infer<typeof ZApplication>;

/** GET /transactions/{id}/: the application and the next statuses the caller may choose. */
export const ZApplicationDetail = ZApplication.extend({
  allowed_transitions: z.array(z.string()),
  attachments: z.array(ZAttachment),
});
export type TApplicationDetail = z.infer<typeof ZApplicationDetail>;

export const TRANSITION_COMMENT_MAX_LENGTH = 2000;

/** POST /transactions/{id}/transition/. */
export const ZApplicationTransition = z.object({
  status: singleLineText(50).min(1, { error: 'required' }),
  comment: multiLineText(TRANSITION_COMMENT_MAX_LENGTH).optional(),
});
export type TApplicationTransition = z.infer<typeof ZApplicationTransition>;

/** 409 `transition_not_allowed`: `allowed` lists the next statuses the caller may choose. */
export const ZTransitionError = ZError.extend({ allowed: z.array(z.string()).optional() });

export const HISTORY_KINDS = ['created', 'status', 'field'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** One entry of GET /transactions/{id}/history/ (newest first). */
export const ZHistoryEntry = z.object({
  id: z.number().int(),
  kind: z.enum(HISTORY_KINDS),
  field: z.string().nullable(),
  from_value: z.unknown(),
  to_value: z.unknown(),
  comment: z.string(),
  actor: ZUserRef.nullable(),
  created_at: z.string(),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

export const APPLICATION_ORDERINGS = [
  'updated_at',
  'created_at',
  'due_date',
  'reference_number',
  'title',
  'status',
  'priority',
  'sla_due_at',
] as const;
export type ApplicationOrderingField = (typeof APPLICATION_ORDERINGS)[number];
const ORDERING_VALUES = APPLICATION_ORDERINGS.flatMap((f) => [f, `-${f}`] as const);

const ZQueryText = singleLineText;

/** GET /transactions/: paging, ordering, search and every advanced filter. */
export const ZApplicationListQuery = z.object({
  page: ZPage,
  page_size: ZPageSize,
  ordering: z.enum(ORDERING_VALUES).default('-updated_at'),
  search: ZQueryText(SEARCH_TERM_MAX_LENGTH).optional(),
  status: ZQueryText(50).optional(),
  priority: ZQueryText(50).optional(),
  transaction_type: ZQueryText(50).optional(),
  assigned_to: queryId().optional(),
  /** true: no assignee (the assignment queue); false: with one. */
  unassigned: queryBoolean().optional(),
  /** true: submitted and not in a final status; false: drafts and closed ones. */
  open: queryBoolean().optional(),
  department: ZQueryText(APPLICATION_DEPARTMENT_MAX_LENGTH).optional(),
  client: queryId().optional(),
  created_at_after: isoDate().optional(),
  created_at_before: isoDate().optional(),
  due_date_after: isoDate().optional(),
  due_date_before: isoDate().optional(),
  tags: ZQueryText(1000).optional(),
  has_attachments: queryBoolean().optional(),
  /** The applications one bulk import created. */
  import: queryId().optional(),
  /** Submitted, now in a final status reached on these days (REPORT_DEFINITIONS.completed). */
  completed_at_after: isoDate().optional(),
  completed_at_before: isoDate().optional(),
  /** Submitted and not in a final status at the end of this day (REPORT_DEFINITIONS.backlog). */
  open_on: isoDate().optional(),
  /** In a final status with a due date, reached by it (true) or after it (false). */
  due_met: queryBoolean().optional(),
  /** true: without a type (a report's "None" bar); false: with one. */
  no_type: queryBoolean().optional(),
  /** true: without a department; false: with one. */
  no_department: queryBoolean().optional(),
  /**
   * Left this status (REPORT_DEFINITIONS.time_in_status); with `left_at_after` /
   * `left_at_before`, on those days. The dates alone: any change of status on those days.
   */
  left_status: ZQueryText(50).optional(),
  left_at_after: isoDate().optional(),
  left_at_before: isoDate().optional(),
  /** The service level's state, one or several separated by commas. */
  sla_state: z
    .string()
    .max(100)
    .transform((value) => value.split(',').map((s) => s.trim()))
    .refine((states) => states.every((s) => (SLA_STATES as readonly string[]).includes(s)), {
      error: 'sla_unknown_state',
    })
    .transform((states) => [...new Set(states)] as TSlaState[])
    .optional(),
  /** Due (as stored: a lasting pause not counted) before this instant. */
  sla_due_before: isoInstant().optional(),
});
export type TApplicationListQuery = z.infer<typeof ZApplicationListQuery>;

export const COMMENT_TEXT_MAX_LENGTH = 5000;

/** POST /transactions/{id}/comments/; `is_internal` only from editors and admins. */
export const ZCommentCreate = z.object({
  text: multiLineText(COMMENT_TEXT_MAX_LENGTH).min(1, { error: 'required' }),
  is_internal: z.boolean().optional(),
});
export type TCommentCreate = z.infer<typeof ZCommentCreate>;

/** A comment as read; clients never receive internal ones. */
export const ZComment = z.object({
  id: z.number().int(),
  text: z.string(),
  is_internal: z.boolean(),
  author: ZUserRef.nullable(),
  created_at: z.string(),
});
export type TComment = z.infer<typeof ZComment>;
