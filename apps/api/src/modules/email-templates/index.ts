import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { MailQueue } from '../../jobs/mail/mail.queue.js';
import { emailTemplatesRoutes } from './email-templates.routes.js';
import { EmailTemplatesService } from './email-templates.service.js';

/** The e-mail templates admins edit. */
export function emailTemplatesModule(deps: {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
}): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(emailTemplatesRoutes(new EmailTemplatesService(deps)));
  };
}
