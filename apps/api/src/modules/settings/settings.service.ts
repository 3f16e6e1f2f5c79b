import type { Executor } from '../../db/client.js';
import type { SettingRow } from '../../db/schema/index.js';
import * as repository from './settings.repository.js';

// The settings store, read and written by the modules that own the settings' meaning (system
// for branding and the settings screen, auth for the verification switch). Each function
// takes the caller's executor, so that a write joins the caller's transaction.

/** Whether a new account must verify its e-mail address before signing in. */
export const REQUIRE_EMAIL_VERIFICATION = 'REQUIRE_EMAIL_VERIFICATION';

/** The roles whose users must sign in with two-factor sign-in (a list; [] by default). */
export const REQUIRE_2FA_ROLES = 'REQUIRE_2FA_ROLES';

/** The value stored under `key`, or `fallback` while it has no row. */
export function getSetting<T>(db: Executor, key: string, fallback: T): Promise<T> {
  return repository.getSetting(db, key, fallback);
}

/** The stored rows of `keys` (keys without a row are simply absent). */
export function findSettings(db: Executor, keys: readonly string[]): Promise<SettingRow[]> {
  return repository.findSettings(db, keys);
}

/** Stores `value` under `key`, noting who changed it. */
export function setSetting(
  db: Executor,
  key: string,
  value: unknown,
  updatedBy: number | null,
): Promise<void> {
  return repository.setSetting(db, key, value, updatedBy);
}

/** Removes the rows of `keys`, so that their defaults apply again; returns the removed rows. */
export function deleteSettings(db: Executor, keys: readonly string[]): Promise<SettingRow[]> {
  return repository.deleteSettings(db, keys);
}
