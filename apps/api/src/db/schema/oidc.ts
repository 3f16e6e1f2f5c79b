import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A sign-in sent to the OpenID provider and not yet back: the SHA-256 hash of its `state`, with
 * the `nonce` and PKCE verifier the callback checks against. Used once (deleted when it comes
 * back) and only for a few minutes.
 */
export const oidcSignIns = pgTable(
  'oidc_sign_ins',
  {
    stateHash: varchar('state_hash', { length: 64 }).primaryKey(),
    nonce: varchar('nonce', { length: 128 }).notNull(),
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_sign_ins_expires_idx').on(t.expiresAt)],
);

/**
 * The one-time code a signed-in provider's user is sent back to the web app with, exchanged
 * for the login response (POST /api/auth/oidc/exchange/): only its SHA-256 hash is stored;
 * used once, within a minute.
 */
export const oidcHandoffs = pgTable(
  'oidc_handoffs',
  {
    codeHash: varchar('code_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_handoffs_expires_idx').on(t.expiresAt)],
);

export type OidcSignInRow = typeof oidcSignIns.$inferSelect;
