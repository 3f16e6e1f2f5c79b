import type { Role } from '@mutabaa/shared';
import type { FastifyInstance } from 'fastify';
import type { NewUserRow, UserRow } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { insertUser } from '../../modules/users/users.repository.js';

export const TEST_PASSWORD = 'Correct#Horse1';
let sequence = 0;
const hashes = new Map<string, Promise<string>>();

/** Argon2 is slow on purpose: hash each test password once per file. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}${sequence}.${Date.now()}@example.test`;
}

/** A verified, active user (override anything), with TEST_PASSWORD unless told otherwise. */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<NewUserRow> & { password?: string } = {},
): Promise<UserRow> {
  const { password = TEST_PASSWORD, ...values } = overrides;
  const user = await insertUser(app.db, {
    email: uniqueEmail(values.role ?? 'client'),
    passwordHash: await cachedHash(password),
    firstName: 'Test',
    lastName: 'User',
    fullName: 'Test User',
    role: 'client',
    languagePreference: 'en',
    emailVerified: true,
    isActive: true,
    ...values,
  });
  if (!user) throw new Error('factory: e-mail address already taken');
  return user;
}

export type Session = {
  user: UserRow;
  access: string;
  refresh: string;
  auth: { authorization: string };
};

/** Creates a user of `role` and signs in through the API. */
export async function signInAs(
  app: FastifyInstance,
  role: Role,
  overrides: Partial<NewUserRow> = {},
): Promise<Session> {
  const user = await createUser(app, { role, ...overrides });
  const response = await app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const body = response.json<{ access: string; refresh: string }>();
  return { user, ...body, auth: { authorization: `Bearer ${body.access}` } };
}
