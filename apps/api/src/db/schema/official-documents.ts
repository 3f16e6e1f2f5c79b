import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { users } from './users.js';

/**
 * An admin's text of one kind of official document, for one application type or (type null)
 * for all; a decision letter's template names the status it is issued at. Without a row, the
 * shipped text applies.
 */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 16 }).notNull(),
    applicationType: varchar('application_type', { length: 64 }),
    status: varchar('status', { length: 64 }),
    titleEn: varchar('title_en', { length: 300 }).notNull(),
    titleAr: varchar('title_ar', { length: 300 }).notNull(),
    bodyEn: text('body_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    footerEn: text('footer_en').notNull(),
    footerAr: text('footer_ar').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_templates_scope_idx').on(
      t.kind,
      sql`coalesce(${t.applicationType}, '')`,
      sql`coalesce(${t.status}, '')`,
    ),
  ],
);

/**
 * A document as issued: its PDF in the file store under `fileKey`, its fingerprint, and the
 * token its QR code carries. Never changed, except to be marked withdrawn.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    version: integer('version').notNull(),
    token: varchar('token', { length: 64 }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    fileKey: varchar('file_key', { length: 200 }).notNull(),
    referenceNumber: varchar('reference_number', { length: 64 }).notNull(),
    statusAtIssue: varchar('status_at_issue', { length: 64 }).notNull(),
    holder: varchar('holder', { length: 120 }).notNull(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: integer('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawalReason: varchar('withdrawal_reason', { length: 500 }),
  },
  (t) => [
    uniqueIndex('issued_documents_token_idx').on(t.token),
    uniqueIndex('issued_documents_version_idx').on(t.applicationId, t.kind, t.language, t.version),
    // One receipt per application: issued once, on its first submission.
    uniqueIndex('issued_documents_receipt_idx')
      .on(t.applicationId)
      .where(sql`${t.kind} = 'receipt'`),
    index('issued_documents_application_idx').on(t.applicationId, t.issuedAt),
  ],
);

export type DocumentTemplateRow = typeof documentTemplates.$inferSelect;
export type IssuedDocumentRow = typeof issuedDocuments.$inferSelect;
