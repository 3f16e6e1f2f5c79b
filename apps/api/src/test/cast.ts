import type { Role } from '@mutabaa/shared';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.js';
import type { NewUserRow } from '../db/schema/index.js';
import { createTestApp, type TestApp } from './app.js';
import { signInAs, type Session } from './factories.js';

/** A role to sign in as, optionally with fields of its user (a name, a phone number). */
export type CastMember = Role | readonly [Role, Partial<NewUserRow>];

type Cast<C extends readonly CastMember[]> = {
  t: TestApp;
  sessions: { -readonly [K in keyof C]: Session };
};

/**
 * The app and signed-in users an API test file starts from (`config` over the test defaults).
 * The objects are returned at once, so the file can name them at its top, and filled in
 * `beforeAll` (a fresh database, then one sign-in per member); `afterAll` closes the app and
 * drops its database.
 */
export function testCast<const C extends readonly CastMember[]>(
  members: C,
  config: Partial<Config> = {},
): Cast<C> {
  const t = {} as TestApp;
  const sessions = members.map(() => ({}) as Session);
  beforeAll(async () => {
    Object.assign(t, await createTestApp(config));
    const signedIn = await Promise.all(
      members.map((member) =>
        typeof member === 'string'
          ? signInAs(t.app, member)
          : signInAs(t.app, member[0], member[1]),
      ),
    );
    signedIn.forEach((session, i) => Object.assign(sessions[i]!, session));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return { t, sessions: sessions as Cast<C>['sessions'] };
}
