import {
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** One row per mail the product sends; `version` is the current entry of its versions. */
export const emailTemplates = pgTable('email_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: varchar('key', { length: 64 }).notNull().unique(),
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The current subject and body of a template in one language. */
export const emailTemplateTexts = pgTable(
  'email_template_texts',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => emailTemplates.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 2 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.language] })],
);

/** Every saved state of a template, both languages; never changed once written. */
export const emailTemplateVersions = pgTable(
  'email_template_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => emailTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    subjectEn: varchar('subject_en', { length: 300 }).notNull(),
    subjectAr: varchar('subject_ar', { length: 300 }).notNull(),
    bodyEn: text('body_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_template_versions_template_version_idx').on(t.templateId, t.version)],
);

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;
export type EmailTemplateVersionRow = typeof emailTemplateVersions.$inferSelect;
