import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: varchar('full_name', { length: 300 }).notNull().default(''),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    phoneNumber: varchar('phone_number', { length: 32 }).notNull().default(''),
    companyName: varchar('company_name', { length: 150 }).notNull().default(''),
    languagePreference: varchar('language_preference', { length: 2 }).notNull().default('ar'),
    role: varchar('role', { length: 16 }).notNull().default('client'),
    isActive: boolean('is_active').notNull().default(true),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** How e-mail copies of notifications go out: immediately, daily, weekly or never. */
    notificationDigest: varchar('notification_digest', { length: 16 })
      .notNull()
      .default('immediately'),
    /**
     * Raised when every session of the user must end (password change or reset,
     * deactivation): tokens carry the version they were issued at (`ver`).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Invited by an admin and not yet through the link: no password of their own yet. */
    invitationPending: boolean('invitation_pending').notNull().default(false),
    /** Staff: false while away, so that no automatic assignment reaches them. */
    isAvailable: boolean('is_available').notNull().default(true),
    /** The calendar dates are shown in (gregorian, hijri or both); null: the organisation's. */
    calendar: varchar('calendar', { length: 16 }),
    /** Latin or Arabic-Indic digits in Arabic (latn or arab); null: the organisation's. */
    digits: varchar('digits', { length: 8 }),
    /** The last successful sign-in; null for a user who never signed in. */
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /**
     * Two-factor sign-in (TOTP): the secret, encrypted (lib/secret-box.ts), while it is on;
     * null when it is off.
     */
    totpSecret: text('totp_secret'),
    /** When two-factor sign-in was turned on; null while it is off. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /**
     * The 30-second time step of the last code accepted: a code of that step or an earlier one
     * is refused, so that a code works once only, even within its window.
     */
    totpLastStep: integer('totp_last_step'),
    /** A secret offered by enrolment and not yet confirmed with a code (encrypted). */
    totpPendingSecret: text('totp_pending_secret'),
    /**
     * Name, e-mail, company and phone normalised for search (the database's copy of
     * normalizeSearchText, migration 0018), kept by PostgreSQL on every write.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`mutabaa_search_normalize(full_name || ' ' || first_name || ' ' || last_name || ' ' || email || ' ' || company_name || ' ' || phone_number)`,
      ),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('users_full_name_idx').on(t.fullName, t.id),
    index('users_date_joined_idx').on(t.dateJoined, t.id),
    index('users_last_login_idx').on(t.lastLogin, t.id),
    // A role's users by name: staff (a few among many clients) without walking every user.
    index('users_role_name_idx').on(t.role, t.fullName, t.id),
    check('users_role_check', sql`${t.role} in ('admin', 'editor', 'client')`),
    check('users_language_check', sql`${t.languagePreference} in ('ar', 'en')`),
    check('users_calendar_check', sql`${t.calendar} in ('gregorian', 'hijri', 'both')`),
    check('users_digits_check', sql`${t.digits} in ('latn', 'arab')`),
    check(
      'users_notification_digest_check',
      sql`${t.notificationDigest} in ('immediately', 'daily', 'weekly', 'never')`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
