import type { JWT } from '@fastify/jwt';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { MailQueue } from '../../jobs/mail/mail.queue.js';
import { authRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';

export { accountActions, type AccountActions } from './accounts.js';

/** Sign-in, registration, tokens and passwords. */
export function authModule(deps: {
  db: Db;
  jwt: JWT;
  mail: MailQueue;
  config: Config;
}): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(authRoutes(new AuthService(deps)));
  };
}
