import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { users } from './users.js';

/**
 * Every (re)assignment of an application: from whom to whom, by whom (null: an automatic
 * rule, named in `rule`), and why. Written with the change, in its transaction.
 */
export const assignmentHistory = pgTable(
  'assignment_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    toUserId: integer('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    assignedById: integer('assigned_by_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    automatic: boolean('automatic').notNull().default(false),
    rule: varchar('rule', { length: 16 }),
    /** A balanced pick: the open applications the chosen editor had (the "why"). */
    pickOpenCount: integer('pick_open_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assignment_history_created_idx').on(t.createdAt, t.id),
    index('assignment_history_application_idx').on(t.applicationId, t.createdAt),
    index('assignment_history_from_idx').on(t.fromUserId, t.createdAt),
    index('assignment_history_to_idx').on(t.toUserId, t.createdAt),
    check('assignment_history_rule_check', sql`${t.rule} in ('balanced', 'round_robin')`),
  ],
);

export type AssignmentHistoryRow = typeof assignmentHistory.$inferSelect;
export type NewAssignmentHistoryRow = typeof assignmentHistory.$inferInsert;

/**
 * Automatic assignment per application type (an option value): off, balanced (fewest open)
 * or round_robin (after `last_assignee_id`). A type without a row is off.
 */
export const assignmentRules = pgTable(
  'assignment_rules',
  {
    transactionType: varchar('transaction_type', { length: 50 }).primaryKey(),
    mode: varchar('mode', { length: 16 }).notNull().default('off'),
    lastAssigneeId: integer('last_assignee_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('assignment_rules_mode_check', sql`${t.mode} in ('off', 'balanced', 'round_robin')`),
  ],
);

export type AssignmentRuleRow = typeof assignmentRules.$inferSelect;

/**
 * Open (submitted, not final), live applications with a due date, per assignee and due date,
 * and per assignee in all on the date 'infinity'. Kept by a trigger on `applications`
 * (migrations 0019, 0020), so that the workload's overdue (the total less the rows from today
 * on) and due-soon figures read the coming weeks' rows instead of counting applications.
 */
export const assigneeDueCounters = pgTable(
  'assignee_due_counters',
  {
    assigneeId: integer('assignee_id').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.assigneeId, t.dueDate] })],
);

/**
 * Live applications completed while assigned, per assignee and day (UTC) of completion: the
 * workload's "completed in the last 7 days" reads a week of rows per editor. Kept by a trigger
 * on `applications` (migration 0021).
 */
export const assigneeCompletionCounters = pgTable(
  'assignee_completion_counters',
  {
    assigneeId: integer('assignee_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.assigneeId, t.day] })],
);
