import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The single-use recovery codes of a user's two-factor sign-in; only their SHA-256 hash is
 * stored. A new set replaces the old one (its rows are deleted).
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId, t.codeHash)],
);

/**
 * The second step of a sign-in: issued when the password was right, for a code (`login`) or
 * for an enrolment the user's role requires (`setup`). Only the token's SHA-256 hash is
 * stored; it lives a few minutes, is used once, and ends after five wrong codes.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('mfa_challenges_user_idx').on(t.userId),
    check('mfa_challenges_purpose_check', sql`${t.purpose} in ('login', 'setup')`),
  ],
);

export type MfaPurpose = 'login' | 'setup';
export type MfaChallengeRow = typeof mfaChallenges.$inferSelect;
