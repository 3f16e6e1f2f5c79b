import { z } from 'zod';
import { isTimeZone } from '../date-style.js';
import { isoDate, isoInstant, latinDigits, singleLineText } from '../input.js';
import { clockMinutes, dayNumber } from '../working-time.js';

/** Names of holidays and policies. */
export const SLA_NAME_MAX_LENGTH = 200;
/** Most working hours a policy promises or `/sla/calendar/due/` adds: a year around the clock. */
export const SLA_HOURS_MAX = 8784;
/** Longest holiday, in days. */
export const SLA_HOLIDAY_MAX_DAYS = 366;
/** Most pause statuses of one policy. */
export const SLA_PAUSE_STATUSES_MAX = 50;
export const SLA_WARN_PERCENT_DEFAULT = 80;

/** Where an application's service-level clock stands (docs/architecture.md#service-levels). */
export const SLA_STATES = ['running', 'paused', 'met', 'breached', 'missed'] as const;
export type TSlaState = (typeof SLA_STATES)[number];

const clockTime = () =>
  latinDigits(z.string().refine((v) => clockMinutes(v) !== undefined, { error: 'invalid_time' }));

const name = () => singleLineText(SLA_NAME_MAX_LENGTH).min(1, { error: 'required' });

/** The organisation's working week (GET/PUT /sla/calendar/). */
export const ZSlaCalendar = z.object({
  timezone: z.string(),
  working_days: z.array(z.number().int()),
  day_start: z.string(),
  day_end: z.string(),
});
export type TSlaCalendar = z.infer<typeof ZSlaCalendar>;

export const ZSlaCalendarUpdate = z
  .object({
    timezone: z
      .string({ error: 'invalid_time_zone' })
      .refine(isTimeZone, { error: 'invalid_time_zone' }),
    working_days: z
      .array(z.number().int().min(0).max(6), { error: 'invalid' })
      .min(1, { error: 'sla_working_days_required' })
      .max(7)
      .refine((days) => new Set(days).size === days.length, { error: 'sla_days_repeated' }),
    day_start: clockTime(),
    day_end: clockTime(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const start = clockMinutes(value.day_start);
    const end = clockMinutes(value.day_end);
    if (start !== undefined && end !== undefined && start >= end) {
      ctx.addIssue({ code: 'custom', path: ['day_end'], message: 'sla_day_end_before_start' });
    }
  });
export type TSlaCalendarUpdate = z.infer<typeof ZSlaCalendarUpdate>;

/** GET /sla/calendar/due/: the instant `hours` of working time after `start`. */
export const ZSlaDueQuery = z
  .object({
    start: isoInstant(),
    hours: latinDigits(
      z.coerce
        .number({ error: 'invalid' })
        .gt(0, { error: 'sla_hours_range' })
        .max(SLA_HOURS_MAX, { error: 'sla_hours_range' }),
    ),
  })
  .strict();
export type TSlaDueQuery = z.infer<typeof ZSlaDueQuery>;

export const ZSlaDue = z.object({ due_at: z.string() });

/** A closed period: no working time, whatever the day. Gregorian days on the calendar's clock. */
export const ZSlaHoliday = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSlaHoliday = z.infer<typeof ZSlaHoliday>;
export const ZSlaHolidayList = z.array(ZSlaHoliday);

const holidayFields = {
  name_ar: name(),
  name_en: name(),
  date_from: isoDate(),
  date_to: isoDate(),
};

/** The problem of a holiday's days, as a message key on `date_to`; undefined when they hold. */
export function holidaySpanProblem(from: string, to: string): string | undefined {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (a === undefined || b === undefined) return undefined;
  if (b < a) return 'sla_holiday_ends_before_start';
  if (b - a + 1 > SLA_HOLIDAY_MAX_DAYS) return 'sla_holiday_too_long';
  return undefined;
}

export const ZSlaHolidayCreate = z
  .object(holidayFields)
  .strict()
  .superRefine((value, ctx) => {
    const problem = holidaySpanProblem(value.date_from, value.date_to);
    if (problem) ctx.addIssue({ code: 'custom', path: ['date_to'], message: problem });
  });
export type TSlaHolidayCreate = z.infer<typeof ZSlaHolidayCreate>;

/** PATCH: any of the fields; the days are checked against the stored ones by the service. */
export const ZSlaHolidayUpdate = z.object(holidayFields).partial().strict();
export type TSlaHolidayUpdate = z.infer<typeof ZSlaHolidayUpdate>;

/** A promise: this many working hours for the applications it applies to. */
export const ZSlaPolicy = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  transaction_type: z.string().nullable(),
  priority: z.string().nullable(),
  resolution_hours: z.number(),
  pause_statuses: z.array(z.string()),
  warn_percent: z.number().int(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSlaPolicy = z.infer<typeof ZSlaPolicy>;
export const ZSlaPolicyList = z.array(ZSlaPolicy);

const optionValue = () => z.string().min(1, { error: 'required' }).max(50, { error: 'too_long' });

const policyFields = {
  name_ar: name(),
  name_en: name(),
  transaction_type: optionValue().nullable(),
  priority: optionValue().nullable(),
  resolution_hours: z
    .number({ error: 'invalid' })
    .gt(0, { error: 'sla_hours_range' })
    .max(SLA_HOURS_MAX, { error: 'sla_hours_range' }),
  pause_statuses: z
    .array(optionValue(), { error: 'invalid' })
    .max(SLA_PAUSE_STATUSES_MAX)
    .refine((values) => new Set(values).size === values.length, {
      error: 'sla_statuses_repeated',
    }),
  warn_percent: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'sla_warn_percent_range' })
    .max(100, { error: 'sla_warn_percent_range' }),
  active: z.boolean({ error: 'invalid' }),
};

export const ZSlaPolicyCreate = z
  .object({
    ...policyFields,
    transaction_type: policyFields.transaction_type.default(null),
    priority: policyFields.priority.default(null),
    pause_statuses: policyFields.pause_statuses.default([]),
    warn_percent: policyFields.warn_percent.default(SLA_WARN_PERCENT_DEFAULT),
    active: policyFields.active.default(true),
  })
  .strict();
export type TSlaPolicyCreate = z.infer<typeof ZSlaPolicyCreate>;

export const ZSlaPolicyUpdate = z.object(policyFields).partial().strict();
export type TSlaPolicyUpdate = z.infer<typeof ZSlaPolicyUpdate>;

/** DELETE of a policy: removed, or (in use) deactivated instead. */
export const ZSlaPolicyDeleted = z.object({
  detail: z.string(),
  deactivated: z.boolean(),
});

/** An application's service level, as every view of it carries it (null without a policy). */
export const ZApplicationSla = z.object({
  policy_id: z.number().int().nullable(),
  started_at: z.string(),
  due_at: z.string(),
  state: z.enum(SLA_STATES),
  paused_minutes: z.number().int(),
  breached_at: z.string().nullable(),
});
export type TApplicationSla = z.infer<typeof ZApplicationSla>;
