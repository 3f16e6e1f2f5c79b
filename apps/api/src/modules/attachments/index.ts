import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../lib/file-store/index.js';
import type { WebhookEvents } from '../../lib/webhook-events.js';
import { attachmentsRoutes } from './attachments.routes.js';
import { AttachmentsService } from './attachments.service.js';

export { attachmentDir, attachmentKey } from './attachments.files.js';
export { presentAttachmentsOf, presentDocuments } from './attachments.presenter.js';
export { countDocuments, listDocuments, type DocumentRow } from './attachments.service.js';
export { sweepOrphanedAttachments } from './attachments.sweep.js';

/** The files of applications: upload, list, download and delete, under /api/transactions/. */
export function attachmentsModule(deps: {
  db: Db;
  files: FileStore;
  webhooks?: WebhookEvents;
}): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(attachmentsRoutes(new AttachmentsService({ ...deps, log: api.log })));
  };
}
