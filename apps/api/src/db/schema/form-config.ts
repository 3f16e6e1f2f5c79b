import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

/** One row per field of the application form: shown or not, required or not (no row: both). */
export const formFieldConfigs = pgTable('form_field_configs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  fieldName: varchar('field_name', { length: 64 }).notNull().unique(),
  labelEn: varchar('label_en', { length: 100 }).notNull(),
  labelAr: varchar('label_ar', { length: 100 }).notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  isRequired: boolean('is_required').notNull().default(false),
  order: integer('order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The option lists (application types, priorities, statuses) in one table, told apart by
 * `list`. `value` is what applications store, so it never changes once created.
 */
export const formOptions = pgTable(
  'form_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    list: varchar('list', { length: 32 }).notNull(),
    value: varchar('value', { length: 50 }).notNull(),
    labelEn: varchar('label_en', { length: 100 }).notNull(),
    labelAr: varchar('label_ar', { length: 100 }).notNull(),
    badgeColor: varchar('badge_color', { length: 7 }).notNull(),
    order: integer('order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('form_options_list_value_key').on(t.list, t.value),
    index('form_options_list_order_idx').on(t.list, t.order),
    check(
      'form_options_list_check',
      sql`${t.list} in ('application-types', 'priorities', 'statuses')`,
    ),
  ],
);

/** Allowed status changes and the least role for each (docs/architecture.md#default-workflow). */
export const statusTransitions = pgTable(
  'status_transitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fromStatus: varchar('from_status', { length: 50 }).notNull(),
    toStatus: varchar('to_status', { length: 50 }).notNull(),
    minRole: varchar('min_role', { length: 16 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('status_transitions_from_to_key').on(t.fromStatus, t.toStatus),
    check('status_transitions_role_check', sql`${t.minRole} in ('admin', 'editor', 'client')`),
    check('status_transitions_distinct_check', sql`${t.fromStatus} <> ${t.toStatus}`),
  ],
);

export type FieldConfigRow = typeof formFieldConfigs.$inferSelect;
export type OptionRow = typeof formOptions.$inferSelect;
export type NewOptionRow = typeof formOptions.$inferInsert;
export type StatusTransitionRow = typeof statusTransitions.$inferSelect;
