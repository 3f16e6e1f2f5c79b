import type { JWT } from '@fastify/jwt';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { MailQueue } from '../../jobs/mail/mail.queue.js';
import type { SignInChallenges } from '../two-factor/index.js';
import { authRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { mfaLoginRoutes } from './mfa.routes.js';

export { accountActions, type AccountActions } from './accounts.js';

type AuthDeps = {
  db: Db;
  jwt: JWT;
  mail: MailQueue;
  config: Config;
  challenges: SignInChallenges;
};

/**
 * Opens the session of a sign-in another module let through (single sign-on): recorded, and
 * audited as auth.login_succeeded with `how` (its method).
 */
export function sessionOpener(deps: AuthDeps) {
  const auth = new AuthService(deps);
  return (tx: Executor, user: UserRow, how: Record<string, unknown>) =>
    auth.openSignIn(tx, user, how);
}

/** Sign-in (with its second step), registration, tokens and passwords. */
export function authModule(deps: AuthDeps): FastifyPluginAsyncZod {
  return async (api) => {
    const auth = new AuthService(deps);
    await api.register(authRoutes(auth));
    await api.register(mfaLoginRoutes(auth, deps.challenges));
  };
}
