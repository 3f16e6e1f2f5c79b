import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { NotificationHub } from './hub.js';
import { notificationsRoutes } from './notifications.routes.js';
import { NotificationsService } from './notifications.service.js';
import type { Notifier } from './notify.js';
import { streamRoutes } from './stream.routes.js';

export {
  notifyAssigned,
  notifyBulkAssigned,
  notifyComment,
  notifyImportFinished,
  notifyRegistration,
  notifySlaEvent,
  notifyStatusChange,
  type SlaEventSubject,
} from './events.js';
export { notify, type Notifier } from './notify.js';
export { TEXTS, type NotificationText } from './texts.js';

/** The caller's notifications and preferences, announcements and the live stream. */
export function notificationsModule(deps: {
  db: Db;
  notifier: Notifier;
  hub: NotificationHub;
}): FastifyPluginAsyncZod {
  const { db, notifier, hub } = deps;
  return async (api) => {
    await api.register(notificationsRoutes(new NotificationsService({ db, notifier })));
    await api.register(streamRoutes(hub));
  };
}
