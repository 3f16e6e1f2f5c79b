import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { users } from './users.js';

/**
 * The working week of the service levels (one row, id 1; its time zone is the TIME_ZONE
 * setting). `version` counts every change of the week, the time zone, the holidays and the
 * policies: an application's clock computed under an older version is recomputed
 * (docs/architecture.md#service-levels).
 */
export const slaCalendar = pgTable(
  'sla_calendar',
  {
    id: smallint('id').primaryKey().default(1),
    workingDays: smallint('working_days')
      .array()
      .notNull()
      .default(sql`'{0,1,2,3,4}'::smallint[]`),
    dayStart: varchar('day_start', { length: 5 }).notNull().default('08:00'),
    dayEnd: varchar('day_end', { length: 5 }).notNull().default('15:00'),
    version: integer('version').notNull().default(1),
    /** Changes with `version`; unique across databases, so a process can cache by it. */
    revision: uuid('revision').notNull().defaultRandom(),
    /** The last version every open clock was recomputed under, and how far the current run is. */
    recomputedVersion: integer('recomputed_version').notNull().default(1),
    recomputeCursor: integer('recompute_cursor').notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sla_calendar_one_row', sql`${t.id} = 1`)],
);

/** Days without working time (Gregorian days on the calendar's clock, inclusive). */
export const slaHolidays = pgTable(
  'sla_holidays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nameAr: varchar('name_ar', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sla_holidays_days', sql`${t.dateTo} >= ${t.dateFrom}`),
    index('sla_holidays_from_idx').on(t.dateFrom),
  ],
);

/**
 * Service-level policies. The one that applies is the most specific active one (type and
 * priority, type, priority, neither); two active ones with the same pair cannot exist.
 */
export const slaPolicies = pgTable(
  'sla_policies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nameAr: varchar('name_ar', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    transactionType: varchar('transaction_type', { length: 50 }),
    priority: varchar('priority', { length: 50 }),
    resolutionHours: doublePrecision('resolution_hours').notNull(),
    pauseStatuses: text('pause_statuses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    warnPercent: smallint('warn_percent').notNull().default(80),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sla_policies_hours', sql`${t.resolutionHours} > 0`),
    check('sla_policies_warn', sql`${t.warnPercent} between 1 and 100`),
    uniqueIndex('sla_policies_active_pair_idx')
      .on(sql`coalesce(${t.transactionType}, '')`, sql`coalesce(${t.priority}, '')`)
      .where(sql`${t.active}`),
  ],
);

/**
 * An application's service-level clock, kept by the service in the writing transaction and
 * recomputed when the calendar, the holidays or the policies change. A row exists while a
 * policy applies to a submitted application. `due_at`/`warn_at` already include the working
 * time of closed pauses; `paused_at` is the start of the pause that lasts, if any;
 * `stopped_at` is when it reached a final status.
 */
export const applicationSla = pgTable(
  'application_sla',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    policyId: integer('policy_id').references(() => slaPolicies.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    warnAt: timestamp('warn_at', { withTimezone: true }).notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** Working time of the closed pauses, in milliseconds. */
    pausedMs: bigint('paused_ms', { mode: 'number' }).notNull().default(0),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    warnedAt: timestamp('warned_at', { withTimezone: true }),
    breachNotifiedAt: timestamp('breach_notified_at', { withTimezone: true }),
    version: integer('version').notNull(),
  },
  (t) => [
    // Running clocks by due time: breached and running filters, the ordering, the breach scan.
    index('application_sla_running_due_idx')
      .on(t.dueAt, t.applicationId)
      .where(sql`${t.stoppedAt} is null and ${t.pausedAt} is null`),
    // Running clocks by application: the list's running and breached filters, checked for each
    // application it walks in its own order, from the index alone.
    index('application_sla_running_application_idx')
      .on(t.applicationId, t.dueAt)
      .where(sql`${t.stoppedAt} is null and ${t.pausedAt} is null`),
    // Every clock by due time: the list's ordering by due date.
    index('application_sla_due_idx').on(t.dueAt, t.applicationId),
    index('application_sla_warn_idx')
      .on(t.warnAt)
      .where(sql`${t.stoppedAt} is null and ${t.pausedAt} is null and ${t.warnedAt} is null`),
  ],
);

/** The pauses of an application's clock (kept whatever later changes to the policy). */
export const applicationSlaPauses = pgTable(
  'application_sla_pauses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('application_sla_pauses_application_idx').on(t.applicationId, t.startedAt)],
);

export type SlaCalendarRow = typeof slaCalendar.$inferSelect;
export type SlaHolidayRow = typeof slaHolidays.$inferSelect;
export type SlaPolicyRow = typeof slaPolicies.$inferSelect;
export type ApplicationSlaRow = typeof applicationSla.$inferSelect;
export type ApplicationSlaPauseRow = typeof applicationSlaPauses.$inferSelect;
