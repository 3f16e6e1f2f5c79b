import type { TApplication } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { ApplicationRow } from '../../db/schema/index.js';
import { applicationRowFromJson, findApplicationsByIds } from './applications.repository.js';
import { presentRow } from './present-rows.js';

/** The reader of a webhook's payload: the API as an admin sees it. */
const ADMIN_VIEW = { id: 0, role: 'admin' };

/**
 * The applications as the webhooks tell of them: listed rows by id, and a row kept in a
 * delivery's draft presented as the API presents it to an admin (docs/webhooks.md#events).
 */
export const webhookView = {
  find: (db: Executor, ids: number[]): Promise<ApplicationRow[]> => findApplicationsByIds(db, ids),
  present: (db: Executor, kept: Record<string, unknown>): Promise<TApplication> =>
    presentRow(db, applicationRowFromJson(kept), ADMIN_VIEW),
};
