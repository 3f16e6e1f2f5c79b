import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { Notifier } from '../notifications/notify.js';
import { applicationsRoutes } from './applications.routes.js';
import { ApplicationsService, type AttachmentsOf } from './applications.service.js';

export { applicationsForUsers } from './for-users.js';
export { scopeCondition } from './applications.repository.js';
export { scopeOf, type Scope } from './applications.policy.js';
export { userRef, visibleTo, type Viewer } from './applications.presenter.js';
export { addHistory, findApplicationIn, type AttachmentsOf } from './applications.service.js';

/** Applications (the spec's transactions), their comments and history. */
export function applicationsModule(deps: {
  db: Db;
  notifier: Notifier;
  attachmentsOf: AttachmentsOf;
}): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(applicationsRoutes(new ApplicationsService(deps)));
  };
}
