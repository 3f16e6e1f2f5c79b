import { z } from 'zod';
import {
  isoDate,
  multiLineText,
  queryId,
  singleLineText,
  ZId,
  ZPage,
  ZPageSize,
} from '../input.js';
import { ZPaginated } from './common.js';
import { ZUserRef } from './refs.js';

/** How new submitted applications of a type find their assignee. */
export const ASSIGNMENT_MODES = ['off', 'balanced', 'round_robin'] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];

export const ASSIGNMENT_REASON_MAX_LENGTH = 500;
/** Most applications one POST /assignments/ moves. */
export const BULK_ASSIGN_MAX = 1000;

/** One (re)assignment: who moved which application from whom to whom, when and why. */
export const ZAssignment = z.object({
  id: z.number().int(),
  application: z.object({
    id: z.number().int(),
    reference_number: z.string(),
    title: z.string(),
  }),
  from_user: ZUserRef.nullable(),
  to_user: ZUserRef.nullable(),
  /** Null for an automatic assignment. */
  assigned_by: ZUserRef.nullable(),
  reason: z.string(),
  automatic: z.boolean(),
  /** The rule that chose the assignee of an automatic assignment. */
  rule: z.enum(ASSIGNMENT_MODES).nullable(),
  created_at: z.string(),
});
export type TAssignment = z.infer<typeof ZAssignment>;

export const ZAssignmentPage = ZPaginated(ZAssignment);
export type TAssignmentPage = z.infer<typeof ZAssignmentPage>;

/** GET /assignments/: newest first; `user` matches either side of the move. */
export const ZAssignmentListQuery = z.object({
  page: ZPage,
  page_size: ZPageSize,
  transaction: queryId().optional(),
  user: queryId().optional(),
  created_at_after: isoDate().optional(),
  created_at_before: isoDate().optional(),
});
export type TAssignmentListQuery = z.infer<typeof ZAssignmentListQuery>;

/** POST /assignments/: every application or none; `assigned_to` null returns them to the queue. */
export const ZAssignRequest = z
  .object({
    transaction_ids: z.array(ZId).min(1, { error: 'required' }).max(BULK_ASSIGN_MAX),
    assigned_to: ZId.nullable(),
    reason: multiLineText(ASSIGNMENT_REASON_MAX_LENGTH).optional(),
  })
  .strict();
export type TAssignRequest = z.infer<typeof ZAssignRequest>;

export const ZAssignResponse = z.object({
  detail: z.string(),
  /** Applications that changed hands. */
  assigned: z.number().int(),
  /** Applications already with `assigned_to`, left as they were. */
  unchanged: z.number().int(),
});
export type TAssignResponse = z.infer<typeof ZAssignResponse>;

/** One assignable user's load (GET /assignments/workload/), for the picker and the board. */
export const ZWorkload = z.object({
  user: ZUserRef,
  /** Submitted and not in a final status. */
  open: z.number().int(),
  /** Open with a due date before today. */
  overdue: z.number().int(),
  /** Open with a due date today or in the next 7 days. */
  due_soon: z.number().int(),
  completed_last_7_days: z.number().int(),
  is_available: z.boolean(),
});
export type TWorkload = z.infer<typeof ZWorkload>;

export const ZWorkloadList = z.array(ZWorkload);

/** Automatic assignment of one application type. */
export const ZAssignmentRule = z.object({
  transaction_type: z.string(),
  label_en: z.string(),
  label_ar: z.string(),
  mode: z.enum(ASSIGNMENT_MODES),
  updated_at: z.string().nullable(),
});
export type TAssignmentRule = z.infer<typeof ZAssignmentRule>;

export const ZAssignmentRuleList = z.array(ZAssignmentRule);

/** PUT /assignments/rules/: the modes to set, by type; types left out keep theirs. */
export const ZAssignmentRulesUpdate = z
  .object({
    rules: z
      .array(
        z
          .object({
            transaction_type: singleLineText(50).min(1, { error: 'required' }),
            mode: z.enum(ASSIGNMENT_MODES),
          })
          .strict(),
      )
      .min(1, { error: 'required' })
      .max(200),
  })
  .strict();
export type TAssignmentRulesUpdate = z.infer<typeof ZAssignmentRulesUpdate>;
