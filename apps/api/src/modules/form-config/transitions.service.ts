import type { Role, TStatusTransition } from '@mutabaa/shared';
import type { Db, Executor } from '../../db/client.js';
import type { StatusTransitionRow } from '../../db/schema/index.js';
import { AppError, fieldError, type FieldErrors } from '../../lib/app-error.js';
import { writeAuditLog } from '../audit-logs/index.js';
import type { Actor } from '../../lib/actor.js';
import { presentTransition } from './form-config.presenter.js';
import { findOptionByValue } from './options.repository.js';
import {
  deleteTransition,
  findTransition,
  insertTransition,
  listTransitions,
  updateTransition,
} from './transitions.repository.js';

const notFound = () => new AppError(404, 'not_found');

/** Every configured status change with its least role. */
export function allTransitions(db: Executor): Promise<StatusTransitionRow[]> {
  return listTransitions(db);
}

/** The allowed status changes, each with its least role (docs/architecture.md#default-workflow). */
export class TransitionsService {
  constructor(private readonly deps: { db: Db }) {}

  async list(): Promise<TStatusTransition[]> {
    return (await listTransitions(this.deps.db)).map(presentTransition);
  }

  async create(
    input: { from_status: string; to_status: string; min_role: Role },
    actor: Actor,
  ): Promise<TStatusTransition> {
    return this.deps.db.transaction(async (tx) => {
      const errors: FieldErrors = {};
      for (const field of ['from_status', 'to_status'] as const) {
        if (!(await findOptionByValue(tx, 'statuses', input[field]))) {
          errors[field] = [{ key: 'unknown_status' }];
        }
      }
      if (!errors.to_status && input.from_status === input.to_status) {
        errors.to_status = [{ key: 'transition_same_status' }];
      }
      if (Object.keys(errors).length > 0) {
        throw new AppError(422, 'validation_error', { fieldErrors: errors });
      }
      const row = await insertTransition(tx, {
        fromStatus: input.from_status,
        toStatus: input.to_status,
        minRole: input.min_role,
      });
      if (!row) throw fieldError('transition_exists', 'to_status', 'transition_exists', 409);
      const transition = presentTransition(row);
      await this.audit(tx, actor, 'status_transition.created', row.id, transition);
      return transition;
    });
  }

  async update(id: number, minRole: Role, actor: Actor): Promise<TStatusTransition> {
    return this.deps.db.transaction(async (tx) => {
      const row = await findTransition(tx, id);
      if (!row) throw notFound();
      if (row.minRole === minRole) return presentTransition(row);
      const updated = await updateTransition(tx, id, minRole);
      if (!updated) throw notFound();
      await this.audit(tx, actor, 'status_transition.updated', id, {
        from_status: row.fromStatus,
        to_status: row.toStatus,
        min_role: { from: row.minRole, to: minRole },
      });
      return presentTransition(updated);
    });
  }

  async remove(id: number, actor: Actor): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const row = await findTransition(tx, id);
      if (!row) throw notFound();
      await deleteTransition(tx, id);
      await this.audit(tx, actor, 'status_transition.deleted', id, presentTransition(row));
    });
  }

  private async audit(
    tx: Parameters<typeof writeAuditLog>[0],
    actor: Actor,
    action: string,
    id: number,
    changes: Record<string, unknown>,
  ): Promise<void> {
    await writeAuditLog(tx, {
      actorId: actor.user.id,
      action,
      entityType: 'status_transition',
      entityId: String(id),
      changes,
      ip: actor.ip,
    });
  }
}
