import type { JWT } from '@fastify/jwt';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { MailQueue } from '../../jobs/mail/mail.queue.js';
import type { SignInChallenges } from '../two-factor/index.js';
import { authRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { mfaLoginRoutes } from './mfa.routes.js';

export { accountActions, type AccountActions } from './accounts.js';

/** Sign-in (with its second step), registration, tokens and passwords. */
export function authModule(deps: {
  db: Db;
  jwt: JWT;
  mail: MailQueue;
  config: Config;
  challenges: SignInChallenges;
}): FastifyPluginAsyncZod {
  return async (api) => {
    const auth = new AuthService(deps);
    await api.register(authRoutes(auth));
    await api.register(mfaLoginRoutes(auth, deps.challenges));
  };
}
