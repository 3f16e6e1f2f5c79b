import { hasRole, type AssignmentMode, type Role } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { ApplicationRow, UserRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { writeAuditLogs } from '../audit-logs/index.js';
import { notifyAssigned, notifyBulkAssigned, type Notifier } from '../notifications/index.js';
import { findUserById } from '../users/index.js';
import {
  findRule,
  insertAssignmentHistory,
  insertHistoryBulk,
  listAvailableEditors,
  listHeldApplicationIds,
  lockAutomaticAssignment,
  lockLiveApplications,
  setAssignee,
  setRuleLastAssignee,
} from './assignment.repository.js';
import { tellWebhooks } from './trail.js';

// Every change of an application's assignee goes through here or `recordAssignment`: the
// application, its history, the assignment history, the audit log and the new assignee's
// notification, all in the caller's transaction.

/** Which rule made an automatic pick, and what the balanced rule saw. */
export type AutomaticPick = { rule: Exclude<AssignmentMode, 'off'>; openCount: number | null };

export type AssignmentChange = {
  ids: number[];
  /** The new assignee; null returns the applications to the unassigned queue. */
  assigneeId: number | null;
  reason?: string;
  automatic?: AutomaticPick;
};

export type AssignmentResult = { assigned: number; unchanged: number };

/** An active editor or admin, or a 422 on `field`. */
export async function assignableUser(tx: Executor, id: number, field: string): Promise<UserRow> {
  const user = await findUserById(tx, id);
  if (!user || !user.isActive || !hasRole(user.role as Role, 'editor')) {
    throw fieldError('validation_error', field, 'not_assignable', 422, 'validation_error');
  }
  return user;
}

/**
 * Assigns every application of `change.ids` or none: an id that is unknown or deleted is a
 * 422 naming it, and nothing changes. Applications already with the assignee stay as they are.
 * `actor` is who asked (for an automatic pick, the submitter whose action caused it).
 */
export async function assignWithin(
  tx: Executor,
  notifier: Notifier | undefined,
  change: AssignmentChange,
  actor: Actor,
): Promise<AssignmentResult> {
  const ids = [...new Set(change.ids)];
  const rows = await lockLiveApplications(tx, ids);
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    throw new AppError(422, 'validation_error', {
      fieldErrors: {
        transaction_ids: [
          { key: 'unknown_applications', params: { ids: missing.slice(0, 20).join(', ') } },
        ],
      },
    });
  }
  if (change.assigneeId !== null) await assignableUser(tx, change.assigneeId, 'assigned_to');
  const moving = rows.filter((r) => r.assignedToId !== change.assigneeId);
  if (moving.length === 0) return { assigned: 0, unchanged: rows.length };

  const now = new Date();
  const reason = change.reason ?? '';
  const byId = change.automatic ? null : actor.user.id;
  await setAssignee(
    tx,
    moving.map((r) => r.id),
    change.assigneeId,
    now,
  );
  await insertHistoryBulk(
    tx,
    moving.map((r) => ({
      applicationId: r.id,
      actorId: byId,
      kind: 'field' as const,
      field: 'assigned_to',
      fromValue: r.assignedToId,
      toValue: change.assigneeId,
      comment: reason,
    })),
  );
  await insertAssignmentHistory(
    tx,
    moving.map((r) => ({
      applicationId: r.id,
      fromUserId: r.assignedToId,
      toUserId: change.assigneeId,
      assignedById: byId,
      reason,
      automatic: Boolean(change.automatic),
      rule: change.automatic?.rule ?? null,
      pickOpenCount: change.automatic?.openCount ?? null,
      createdAt: now,
    })),
  );
  await writeAuditLogs(
    tx,
    moving.map((r) => ({
      actorId: byId,
      action: 'application.assigned',
      entityType: 'application',
      entityId: String(r.id),
      changes: {
        assigned_to: { from: r.assignedToId, to: change.assigneeId },
        ...(reason && { reason }),
        ...(change.automatic && { automatic: true, rule: change.automatic.rule }),
      },
      ip: actor.ip,
    })),
  );
  for (const row of moving) {
    await tellWebhooks(notifier, tx, {
      type: 'application.assigned',
      application: { ...row, assignedToId: change.assigneeId, updatedAt: now },
      actor: change.automatic ? null : actor.user,
      fields: {
        from: row.assignedToId,
        to: change.assigneeId,
        ...(reason && { reason }),
        ...(change.automatic && { automatic: true }),
      },
    });
  }
  if (notifier && change.assigneeId !== null) {
    if (moving.length === 1) {
      const [row] = moving as [ApplicationRow];
      await notifyAssigned(tx, notifier, { ...row, assignedToId: change.assigneeId }, actor.user);
    } else {
      await notifyBulkAssigned(tx, notifier, change.assigneeId, moving.length, actor.user);
    }
  }
  return { assigned: moving.length, unchanged: rows.length - moving.length };
}

/**
 * The assignment history of a change made through the application form (create, update,
 * duplicate), whose history, audit and notification that path writes itself.
 */
export async function recordAssignment(
  tx: Executor,
  applicationId: number,
  from: number | null,
  to: number | null,
  actor: Actor,
): Promise<void> {
  if (from === to) return;
  await insertAssignmentHistory(tx, [
    { applicationId, fromUserId: from, toUserId: to, assignedById: actor.user.id },
  ]);
}

/**
 * Hands over `ids` (the applications a user stops handling, from `heldApplicationIds`) to
 * `to`, an active editor or admin (422 on `reassign_to` otherwise), or to the unassigned
 * queue; returns how many moved.
 */
export async function handOverWithin(
  tx: Executor,
  notifier: Notifier | undefined,
  ids: number[],
  to: number | null,
  actor: Actor,
): Promise<number> {
  if (ids.length === 0) return 0;
  if (to !== null) await assignableUser(tx, to, 'reassign_to');
  const { assigned } = await assignWithin(tx, notifier, { ids, assigneeId: to }, actor);
  return assigned;
}

/** The ids of the applications `userIds` hold (not completed or cancelled). */
export function heldApplicationIds(tx: Executor, userIds: number[]): Promise<number[]> {
  return listHeldApplicationIds(tx, userIds);
}

/**
 * Applies the automatic assignment rule of `row`'s type to a newly submitted application
 * without an assignee: balanced picks the available editor with the fewest open applications
 * (the lowest id among equals), round_robin the next available editor after the rule's last
 * pick. Picks are serialised (`lockAutomaticAssignment`), so concurrent submissions never
 * pick from a stale count. Returns the assignee chosen, if any.
 */
export async function assignAutomatically(
  tx: Executor,
  notifier: Notifier | undefined,
  row: ApplicationRow,
  actor: Actor,
): Promise<number | null> {
  if (row.assignedToId !== null || row.status !== 'submitted' || !row.transactionType) return null;
  const seen = await findRule(tx, row.transactionType);
  if (!seen || seen.mode === 'off') return null;
  await lockAutomaticAssignment(tx);
  const rule = await findRule(tx, row.transactionType);
  if (!rule || rule.mode === 'off') return null;
  const editors = await listAvailableEditors(tx);
  if (editors.length === 0) return null;
  let pick: { id: number; open: number };
  if (rule.mode === 'balanced') {
    pick = editors.reduce((best, e) => (e.open < best.open ? e : best));
  } else {
    const last = rule.lastAssigneeId ?? 0;
    pick = editors.find((e) => e.id > last) ?? editors[0]!;
  }
  await assignWithin(
    tx,
    notifier,
    {
      ids: [row.id],
      assigneeId: pick.id,
      automatic: {
        rule: rule.mode as AutomaticPick['rule'],
        openCount: rule.mode === 'balanced' ? pick.open : null,
      },
    },
    actor,
  );
  await setRuleLastAssignee(tx, row.transactionType, pick.id);
  return pick.id;
}
