import { z } from 'zod';
import { isoDate, queryId, singleLineText } from '../input.js';
import { APPLICATION_DEPARTMENT_MAX_LENGTH } from './applications.js';
import { REPORT_INTERVALS } from '../reports.js';
import { ZUserRef } from './refs.js';

/**
 * GET /reports/summary/ and /reports/export/: the period (UTC days, both inclusive; this year
 * up to today when absent), the interval of the chart over time (chosen from the period's
 * length when absent) and the list's filters of the same names.
 */
export const ZReportQuery = z.object({
  created_at_after: isoDate().optional(),
  created_at_before: isoDate().optional(),
  interval: z.enum(REPORT_INTERVALS).optional(),
  transaction_type: singleLineText(50).optional(),
  department: singleLineText(APPLICATION_DEPARTMENT_MAX_LENGTH).optional(),
  priority: singleLineText(50).optional(),
  assigned_to: queryId().optional(),
});
export type TReportQuery = z.infer<typeof ZReportQuery>;

export const ZReportExportQuery = ZReportQuery.extend({ format: z.enum(['xlsx']).default('xlsx') });
export type TReportExportQuery = z.infer<typeof ZReportExportQuery>;

const ZCount = z.number().int().min(0);
/** Hours, or null when nothing was counted. */
const ZHours = z.number().min(0).nullable();

/** One bar or slice: an option (labels and colour from the form configuration) and its count. */
export const ZReportCount = z.object({
  value: z.string(),
  label_en: z.string(),
  label_ar: z.string(),
  badge_color: z.string().optional(),
  count: ZCount,
});
export type TReportCount = z.infer<typeof ZReportCount>;

export const ZReportDuration = ZReportCount.extend({ median_hours: ZHours, p90_hours: ZHours });
export type TReportDuration = z.infer<typeof ZReportDuration>;

export const ZReportPoint = z.object({
  /** First day of the point (cut to the period). */
  period: z.string(),
  /** Last day of the point (cut to the period). */
  end: z.string(),
  created: ZCount,
  completed: ZCount,
  backlog: ZCount,
});
export type TReportPoint = z.infer<typeof ZReportPoint>;

export const ZReportDueEditor = z.object({
  user: ZUserRef.nullable(),
  met: ZCount,
  missed: ZCount,
  overdue_now: ZCount,
});

/** Service levels met, missed and breached now: of everything selected, a type, an assignee. */
const ZReportSlaCounts = z.object({ met: ZCount, missed: ZCount, breached_now: ZCount });

export const ZReportSlaType = ZReportSlaCounts.extend(ZReportCount.omit({ count: true }).shape);
export type TReportSlaType = z.infer<typeof ZReportSlaType>;

export const ZReportSlaEditor = ZReportSlaCounts.extend({ user: ZUserRef.nullable() });
export type TReportSlaEditor = z.infer<typeof ZReportSlaEditor>;

export const ZReportEditor = z.object({
  user: ZUserRef,
  open: ZCount,
  overdue: ZCount,
  completed: ZCount,
  median_hours: ZHours,
});
export type TReportEditor = z.infer<typeof ZReportEditor>;

/** GET /reports/summary/: every figure of the page; definitions in `REPORT_DEFINITIONS`. */
export const ZReportSummary = z.object({
  period: z.object({
    start: z.string(),
    end: z.string(),
    interval: z.enum(REPORT_INTERVALS),
    /** Today (UTC): "overdue now" and "open now" are as of this day. */
    today: z.string(),
    generated_at: z.string(),
    final_statuses: z.array(z.string()),
  }),
  totals: z.object({
    created: ZCount,
    completed: ZCount,
    /** Open at the end of the period. */
    backlog: ZCount,
    overdue_now: ZCount,
  }),
  over_time: z.array(ZReportPoint),
  by_status: z.array(ZReportCount),
  by_type: z.array(ZReportCount),
  by_priority: z.array(ZReportCount),
  by_department: z.array(ZReportCount),
  processing_time: z.object({
    count: ZCount,
    median_hours: ZHours,
    p90_hours: ZHours,
    by_type: z.array(ZReportDuration),
    /** Time spent in each status, by the applications that left it in the period. */
    by_status: z.array(ZReportDuration),
  }),
  due_date: z.object({
    met: ZCount,
    missed: ZCount,
    overdue_now: ZCount,
    by_editor: z.array(ZReportDueEditor),
  }),
  editors: z.array(ZReportEditor),
  service_level: ZReportSlaCounts.extend({
    /** Met out of met and missed, in percent (one decimal), or null when none was. */
    met_percent: z.number().min(0).max(100).nullable(),
    by_type: z.array(ZReportSlaType),
    by_editor: z.array(ZReportSlaEditor),
  }),
});
export type TReportSummary = z.infer<typeof ZReportSummary>;
