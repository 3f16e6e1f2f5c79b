import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import type { Notifier } from '../notifications/index.js';
import { clearClientContacts, hasClientApplications } from './applications.repository.js';
import { handOverWithin, heldApplicationIds } from './assign.js';
import { refreshClientSearchText } from './search-text.js';

/**
 * What User Management asks of applications, in its own transaction: the search text after
 * a client's rename, an anonymised client's contact details, and the hand-over of the
 * applications a user stops handling (as (re)assignments, with their history and notices).
 */
export function applicationsForUsers(notifier: Notifier | undefined) {
  return {
    afterRename: (tx: Executor, user: UserRow) => refreshClientSearchText(tx, user),
    isClientOfApplications: (tx: Executor, userId: number) => hasClientApplications(tx, userId),
    async anonymiseClient(tx: Executor, user: UserRow) {
      await clearClientContacts(tx, user.id);
      await refreshClientSearchText(tx, user);
    },
    heldApplicationIds: (tx: Executor, userIds: number[]) => heldApplicationIds(tx, userIds),
    handOver: (tx: Executor, ids: number[], to: number | null, actor: Actor) =>
      handOverWithin(tx, notifier, ids, to, actor),
  };
}
