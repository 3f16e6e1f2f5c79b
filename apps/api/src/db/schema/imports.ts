import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Bulk imports (the import wizard). The file lives under `DATA_DIR/uploads/imports`, named by
 * `storage_key`, until it is removed after seven days (`file_removed_at`). `sheets` holds what
 * the upload read of each sheet (columns, first rows, size); `mapping` and `options` are what
 * the last check ran with. `progress_*` and `heartbeat_at` are written by the job working on
 * the import, outside its transaction, so that any instance can report them.
 */
export const imports = pgTable(
  'imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    format: varchar('format', { length: 8 }).notNull(),
    storageKey: varchar('storage_key', { length: 64 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** CSV only: the detected encoding and separator. */
    encoding: varchar('encoding', { length: 32 }),
    delimiter: varchar('delimiter', { length: 4 }),
    sheets: jsonb('sheets').notNull(),
    sheet: varchar('sheet', { length: 100 }),
    mapping: jsonb('mapping'),
    options: jsonb('options'),
    status: varchar('status', { length: 16 }).notNull().default('uploaded'),
    rowCount: integer('row_count').notNull().default(0),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    /** The run (check or commit) that may work on the import; a new run makes older ones stop. */
    runId: varchar('run_id', { length: 36 }),
    /** Reference numbers reserved for the commit (kept for a retry): year and first value. */
    referenceYear: integer('reference_year'),
    referenceFirst: integer('reference_first'),
    referenceCount: integer('reference_count'),
    /** A message key when the import failed. */
    failure: varchar('failure', { length: 64 }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    fileRemovedAt: timestamp('file_removed_at', { withTimezone: true }),
  },
  (t) => [
    index('imports_created_by_idx').on(t.createdById, t.id.desc()),
    index('imports_sha256_idx').on(t.sha256),
    check(
      'imports_status_check',
      sql`${t.status} in ('uploaded', 'checking', 'checked', 'importing', 'completed', 'failed', 'cancelled')`,
    ),
  ],
);

export type ImportRow = typeof imports.$inferSelect;
export type NewImportRow = typeof imports.$inferInsert;

/**
 * The problems the last check found, one per row and field; `message` is a message key and
 * `params` its values, translated when read so each reader sees their language.
 */
export const importErrors = pgTable(
  'import_errors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    column: varchar('column', { length: 200 }),
    field: varchar('field', { length: 32 }),
    value: text('value').notNull().default(''),
    message: varchar('message', { length: 64 }).notNull(),
    params: jsonb('params').notNull().default({}),
  },
  (t) => [index('import_errors_import_row_idx').on(t.importId, t.row, t.id)],
);

export type ImportErrorRow = typeof importErrors.$inferSelect;
export type NewImportErrorRow = typeof importErrors.$inferInsert;

/** The mapping a user last checked a file with, by the set of its column headers. */
export const importMappings = pgTable(
  'import_mappings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    headersKey: varchar('headers_key', { length: 64 }).notNull(),
    mapping: jsonb('mapping').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('import_mappings_user_headers_idx').on(t.userId, t.headersKey)],
);
