import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { imports } from './imports.js';
import { users } from './users.js';

const live = sql`deleted_at is null`;

/** Final statuses: nothing left to do, nothing to hand over. */
export const CLOSED_STATUSES = ['completed', 'cancelled'] as const;
/** Not open work: drafts (not submitted yet) and the final statuses. */
export const NOT_OPEN_STATUSES = ['draft', ...CLOSED_STATUSES] as const;

/** Live and not closed (completed or cancelled): what can still become overdue. */
export const openApplication = sql`deleted_at is null and status not in ('completed', 'cancelled')`;

/**
 * Applications. `status`, `priority` and `transaction_type` hold option values
 * (form_options.value). `search_text` is maintained by the service on every write with
 * `normalizeSearchText` of @mutabaa/shared over reference, transaction id, title, client name
 * and e-mail, and tags. Deletion is soft (`deleted_at`).
 */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transactionId: varchar('transaction_id', { length: 16 }).notNull().unique(),
    referenceNumber: varchar('reference_number', { length: 24 }).notNull().unique(),
    title: varchar('title', { length: 200 }).notNull().default(''),
    description: text('description').notNull().default(''),
    transactionType: varchar('transaction_type', { length: 50 }),
    status: varchar('status', { length: 50 }).notNull().default('draft'),
    priority: varchar('priority', { length: 50 }).notNull().default('normal'),
    clientId: integer('client_id').references(() => users.id, { onDelete: 'set null' }),
    clientEmail: varchar('client_email', { length: 254 }).notNull().default(''),
    clientPhone: varchar('client_phone', { length: 32 }).notNull().default(''),
    assignedToId: integer('assigned_to_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    department: varchar('department', { length: 100 }).notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    externalReferenceId: varchar('external_reference_id', { length: 100 }).notNull().default(''),
    projectId: varchar('project_id', { length: 100 }),
    commentCount: integer('comment_count').notNull().default(0),
    attachmentCount: integer('attachment_count').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Set by a trigger whenever `status` changes (migration 0009), for "completed today".
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    // The first time it left draft (or its creation, if created submitted); set by a trigger
    // (migration 0028). From it the reports count processing time and the backlog.
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The bulk import that created it, if any. */
    importId: integer('import_id').references(() => imports.id, { onDelete: 'set null' }),
  },
  (t) => {
    // A function: `.desc()` sets the column's order only until the next `.on()` takes it.
    const newestFirst = () => [t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
    const commonFilters = [t.status, t.priority, t.transactionType];
    return [
      // The list's pages (docs/architecture.md#ids-first): each scope's newest-first walk ends in
      // `id desc`, the list's tie-break, so a page is read in index order and, with every selected
      // column in the key, from the index alone. Trailing key columns stand in for INCLUDE. NULLS
      // FIRST is what `order by … desc` means; an index sorted otherwise cannot serve it.
      index('applications_updated_idx')
        .on(...newestFirst())
        .where(live),
      // Per scope, with the common filters trailing so a filtered count stays index-only, and
      // assigned_to_id in the creator's: an editor's "created, not assigned to me" part.
      index('applications_client_updated_idx')
        .on(t.clientId, ...newestFirst(), ...commonFilters)
        .where(live),
      index('applications_assigned_updated_idx')
        .on(t.assignedToId, ...newestFirst(), ...commonFilters)
        .where(live),
      index('applications_created_by_updated_idx')
        .on(t.createdById, ...newestFirst(), t.assignedToId, ...commonFilters)
        .where(live),
      index('applications_status_updated_idx')
        .on(t.status, ...newestFirst())
        .where(live),
      // Status, priority and type with a created-at window: a narrow index-only range for the
      // page's ids and for the count.
      index('applications_list_filters_idx')
        .on(t.status, t.priority, t.transactionType, t.createdAt, t.updatedAt, t.id)
        .where(live),
      index('applications_priority_idx').on(t.priority, t.updatedAt.desc()).where(live),
      index('applications_type_idx').on(t.transactionType, t.updatedAt.desc()).where(live),
      index('applications_department_idx').on(t.department).where(live),
      // A created-at window with any of the common filters, read from the index alone.
      index('applications_created_at_idx')
        .on(t.createdAt, t.status, t.priority, t.transactionType, t.updatedAt, t.id)
        .where(live),
      index('applications_due_date_idx').on(t.dueDate).where(live),
      index('applications_import_idx')
        .on(t.importId)
        .where(sql`import_id is not null`),
      // An import's duplicate check: is this external reference already in the system?
      index('applications_external_reference_idx')
        .on(sql`lower(${t.externalReferenceId})`)
        .where(sql`deleted_at is null and external_reference_id <> ''`),
      index('applications_tags_idx').using('gin', t.tags).where(live),
      index('applications_with_files_updated_idx')
        .on(...newestFirst())
        .where(sql`deleted_at is null and attachment_count > 0`),
      // Reports: the applications that reached their status in a period (completions).
      index('applications_status_changed_idx').on(t.status, t.statusChangedAt).where(live),
      index('applications_assigned_status_changed_idx')
        .on(t.assignedToId, t.status, t.statusChangedAt)
        .where(live),
      // Open applications only, so an editor's overdue count reads just their open ones; the
      // dashboard's query repeats `openApplication` so the planner can use it.
      index('applications_assigned_open_due_idx')
        .on(t.assignedToId, t.dueDate)
        .where(openApplication),
      // pg_trgm (created by migration 0005) makes `search_text LIKE '%term%'` an index scan.
      index('applications_search_trgm_idx')
        .using('gin', t.searchText.op('gin_trgm_ops'))
        .where(live),
    ];
  },
);

/** Last reference number issued per year; bumped in the creating transaction (row lock). */
export const applicationReferenceCounters = pgTable('application_reference_counters', {
  year: integer('year').primaryKey(),
  lastValue: integer('last_value').notNull().default(0),
});

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;

/**
 * What happened to an application, for its history tab: `created`, a `status` change (with
 * the transition comment) or a `field` change (`field` names it). Written by the service in
 * the transaction of the change; from/to are JSON so every field type keeps its shape.
 */
export const applicationHistory = pgTable(
  'application_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    field: varchar('field', { length: 50 }),
    fromValue: jsonb('from_value'),
    toValue: jsonb('to_value'),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_history_app_created_idx').on(t.applicationId, t.createdAt),
    // Reports: the status changes made in a period.
    index('application_history_status_created_idx')
      .on(t.createdAt)
      .where(sql`kind = 'status'`),
    check('application_history_kind_check', sql`${t.kind} in ('created', 'status', 'field')`),
  ],
);

export type HistoryRow = typeof applicationHistory.$inferSelect;
export type NewHistoryRow = typeof applicationHistory.$inferInsert;

/**
 * Comments on an application. Internal ones (editors and admins only) never reach clients;
 * `applications.comment_count` counts the others and is kept in the inserting transaction.
 */
export const applicationComments = pgTable(
  'application_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    isInternal: boolean('is_internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_comments_app_created_idx').on(t.applicationId, t.createdAt)],
);

export type CommentRow = typeof applicationComments.$inferSelect;

/**
 * Files attached to an application. The bytes live under `DATA_DIR/uploads/attachments`,
 * named by `storage_key`; `applications.attachment_count` counts the live ones and is kept
 * in the same transaction. Deletion is soft, like the application's.
 */
export const applicationAttachments = pgTable(
  'application_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    storageKey: varchar('storage_key', { length: 80 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('application_attachments_app_created_idx')
      .on(t.applicationId, t.createdAt)
      .where(sql`deleted_at is null`),
  ],
);

export type AttachmentRow = typeof applicationAttachments.$inferSelect;
export type NewAttachmentRow = typeof applicationAttachments.$inferInsert;

/**
 * Live applications per status, overall (`scope` 'all', `owner_id` 0), per client, per
 * assignee and per creator of those not assigned to their creator ('creator', so that an
 * editor's "created or assigned" total is assignee + creator). Kept by a trigger on
 * `applications` (migrations 0009, 0012) in the writing transaction, so dashboards and list
 * totals read a handful of rows instead of counting the table.
 */
export const applicationCounters = pgTable(
  'application_counters',
  {
    scope: varchar('scope', { length: 16 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    status: varchar('status', { length: 50 }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.ownerId, t.status] }),
    check(
      'application_counters_scope_check',
      sql`${t.scope} in ('all', 'client', 'assignee', 'creator')`,
    ),
  ],
);
