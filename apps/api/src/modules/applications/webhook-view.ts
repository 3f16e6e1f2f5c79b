import type { TApplication } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { ApplicationRow } from '../../db/schema/index.js';
import { findApplication } from './applications.repository.js';
import { presentRow } from './present-rows.js';

/** The reader of a webhook's payload: the API as an admin sees it. */
const ADMIN_VIEW = { id: 0, role: 'admin' };

/**
 * `application` (a row, or the id of one still listed) as the API presents it to an admin, for
 * the payload of a webhook; undefined when the id names no listed application.
 */
export async function presentForWebhooks(
  db: Executor,
  application: ApplicationRow | number,
): Promise<TApplication | undefined> {
  const row =
    typeof application === 'number'
      ? await findApplication(db, application, { kind: 'all' })
      : application;
  return row ? presentRow(db, row, ADMIN_VIEW) : undefined;
}
