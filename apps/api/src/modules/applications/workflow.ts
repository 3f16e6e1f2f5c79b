import type { TApplication, TApplicationTransition } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { ApplicationRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { allOptions, allTransitions } from '../form-config/index.js';
import { notifyStatusChange } from '../notifications/index.js';
import { allowedNextStatuses, notFound, scopeOf } from './applications.policy.js';
import { findApplication, updateApplication } from './applications.repository.js';
import type { ApplicationsDeps } from './deps.js';
import { assignAutomatically } from './assign.js';
import { presentRow } from './present-rows.js';
import { auditApplication, tellWebhooks, writeHistory } from './trail.js';
import { syncClocks } from '../sla/index.js';

/** Next statuses `actor` may choose for `row`, from the configured transitions and statuses. */
export async function allowedNext(
  db: Executor,
  row: ApplicationRow,
  actor: Actor,
): Promise<string[]> {
  const [transitions, options] = await Promise.all([allTransitions(db), allOptions(db)]);
  return allowedNextStatuses(row, actor, transitions, options);
}

/**
 * Changes the status along a configured transition (docs/architecture.md#default-workflow): the
 * pair must exist in status_transitions with a min_role the caller reaches, and the target must be
 * an active status. Scope makes a client's own applications the only ones they can reach. History,
 * audit and notifications are written in the same transaction.
 */
export async function transition(
  deps: ApplicationsDeps,
  id: number,
  input: TApplicationTransition,
  actor: Actor,
): Promise<TApplication> {
  return deps.db.transaction(async (tx) => {
    const row = await findApplication(tx, id, scopeOf(actor), true);
    if (!row) throw notFound();
    const allowed = await allowedNext(tx, row, actor);
    if (!allowed.includes(input.status)) {
      throw new AppError(409, 'transition_not_allowed', { extra: { allowed } });
    }
    const comment = input.comment ?? '';
    const updated = await updateApplication(tx, id, {
      status: input.status,
      updatedAt: new Date(),
    });
    if (!updated) throw notFound();
    await syncClocks(tx, [id]);
    // Leaving draft for the first time is the submission: its receipt.
    if (row.submittedAt === null && input.status !== 'draft') {
      await deps.receipts?.queue(tx, id);
    }
    await writeHistory(tx, actor, row.id, [
      { kind: 'status', field: 'status', from: row.status, to: input.status, comment },
    ]);
    await auditApplication(tx, actor, 'application.status_changed', updated, {
      status: { from: row.status, to: input.status },
      ...(comment ? { comment } : {}),
    });
    await tellWebhooks(deps.notifier, tx, {
      type: 'application.status_changed',
      application: updated,
      actor: actor.user,
      fields: { from: row.status, to: input.status, comment },
    });
    if (row.submittedAt === null && input.status !== 'draft') {
      await tellWebhooks(deps.notifier, tx, {
        type: 'application.submitted',
        application: updated,
        actor: actor.user,
      });
    }
    if (deps.notifier) {
      const status = (await allOptions(tx)).find(
        (o) => o.list === 'statuses' && o.value === updated.status,
      );
      await notifyStatusChange(tx, deps.notifier, updated, status, actor.user);
    }
    const picked = await assignAutomatically(tx, deps.notifier, updated, actor);
    return presentRow(
      tx,
      picked === null ? updated : { ...updated, assignedToId: picked },
      actor.user,
    );
  });
}
