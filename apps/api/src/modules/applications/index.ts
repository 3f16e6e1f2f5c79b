import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../lib/file-store/index.js';
import type { Notifier } from '../notifications/notify.js';
import { applicationsRoutes } from './applications.routes.js';
import { ApplicationsService } from './applications.service.js';
import { attachmentsRoutes } from './attachments.routes.js';
import { AttachmentsService } from './attachments.service.js';

export { applicationsForUsers } from './for-users.js';

/** Applications (the spec's transactions), their comments, history and files. */
export function applicationsModule(deps: {
  db: Db;
  notifier: Notifier;
  files: FileStore;
}): FastifyPluginAsyncZod {
  const { db, notifier, files } = deps;
  return async (api) => {
    await api.register(applicationsRoutes(new ApplicationsService({ db, notifier })));
    await api.register(attachmentsRoutes(new AttachmentsService({ db, files, log: api.log })));
  };
}
