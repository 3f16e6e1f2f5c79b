import type { TSlaPolicy, TSlaPolicyCreate, TSlaPolicyUpdate } from '@mutabaa/shared';
import type { Db, Executor } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { writeAuditLog } from '../audit-logs/index.js';
import { allOptions } from '../form-config/index.js';
import { bumpSlaVersion } from './calendar.js';
import { presentPolicy } from './sla.presenter.js';
import * as repository from './sla.repository.js';

const notFound = () => new AppError(404, 'not_found');

/** PostgreSQL's unique violation (two active policies for one type and priority). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function policyConflict(): AppError {
  return new AppError(409, 'sla_policy_conflict', {
    fieldErrors: { priority: [{ key: 'sla_policy_conflict' }] },
  });
}

type PolicyFields = Omit<TSlaPolicy, 'id' | 'created_at' | 'updated_at'>;
const POLICY_KEYS = [
  'name_ar',
  'name_en',
  'transaction_type',
  'priority',
  'resolution_hours',
  'pause_statuses',
  'warn_percent',
  'active',
] as const satisfies readonly (keyof PolicyFields)[];
type Changes = Record<string, { from: unknown; to: unknown }>;

function policyChanges(before: PolicyFields | null, after: PolicyFields | null): Changes {
  const changes: Changes = {};
  for (const key of POLICY_KEYS) {
    const from = before ? before[key] : null;
    const to = after ? after[key] : null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

function rowValues(fields: PolicyFields) {
  return {
    nameAr: fields.name_ar,
    nameEn: fields.name_en,
    transactionType: fields.transaction_type,
    priority: fields.priority,
    resolutionHours: fields.resolution_hours,
    pauseStatuses: fields.pause_statuses,
    warnPercent: fields.warn_percent,
    active: fields.active,
  };
}

/** The type, priority and pause statuses must be values of their lists (422 naming each). */
async function checkOptions(db: Executor, input: Partial<PolicyFields>): Promise<void> {
  const options = await allOptions(db);
  const values = (list: string) =>
    new Set(options.filter((o) => o.list === list).map((o) => o.value));
  const errors: FieldErrors = {};
  if (input.transaction_type && !values('application-types').has(input.transaction_type)) {
    errors.transaction_type = [{ key: 'sla_unknown_option' }];
  }
  if (input.priority && !values('priorities').has(input.priority)) {
    errors.priority = [{ key: 'sla_unknown_option' }];
  }
  const statuses = values('statuses');
  if (input.pause_statuses?.some((s) => !statuses.has(s) || s === 'draft')) {
    errors.pause_statuses = [{ key: 'sla_unknown_option' }];
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError(422, 'validation_error', { fieldErrors: errors });
  }
}

/** Service-level policies (admin). Every change bumps the rules' version. */
export class SlaPoliciesService {
  constructor(private readonly deps: { db: Db; changed?: () => void }) {}

  async list(): Promise<TSlaPolicy[]> {
    return (await repository.listPolicies(this.deps.db)).map(presentPolicy);
  }

  async create(input: TSlaPolicyCreate, actor: Actor): Promise<TSlaPolicy> {
    return this.write(async (tx) => {
      await checkOptions(tx, input);
      if (input.active) await this.refuseTakenPair(tx, input);
      const created = presentPolicy(await repository.insertPolicy(tx, rowValues(input)));
      await bumpSlaVersion(tx);
      await this.audit(tx, actor, 'sla_policy.created', created.id, policyChanges(null, created));
      return created;
    });
  }

  async update(id: number, input: TSlaPolicyUpdate, actor: Actor): Promise<TSlaPolicy> {
    return this.write(async (tx) => {
      const row = await repository.findPolicyForUpdate(tx, id);
      if (!row) throw notFound();
      const before = presentPolicy(row);
      const next = { ...before, ...input };
      await checkOptions(tx, input);
      if (next.active) await this.refuseTakenPair(tx, next, id);
      const changes = policyChanges(before, next);
      if (Object.keys(changes).length === 0) return before;
      const updated = await repository.updatePolicyRow(tx, id, {
        ...rowValues(next),
        updatedAt: new Date(),
      });
      await bumpSlaVersion(tx);
      await this.audit(tx, actor, 'sla_policy.updated', id, changes);
      return presentPolicy(updated);
    });
  }

  /** Deletes a policy; one that a clock follows is deactivated instead (`deactivated: true`). */
  async remove(id: number, actor: Actor): Promise<{ deactivated: boolean }> {
    return this.write(async (tx) => {
      const row = await repository.findPolicyForUpdate(tx, id);
      if (!row) throw notFound();
      if (await repository.policyInUse(tx, id)) {
        if (row.active) {
          await repository.updatePolicyRow(tx, id, { active: false, updatedAt: new Date() });
          await bumpSlaVersion(tx);
          await this.audit(tx, actor, 'sla_policy.deactivated', id, {
            active: { from: true, to: false },
          });
        }
        return { deactivated: true };
      }
      await repository.deletePolicyRow(tx, id);
      if (row.active) await bumpSlaVersion(tx);
      await this.audit(
        tx,
        actor,
        'sla_policy.deleted',
        id,
        policyChanges(presentPolicy(row), null),
      );
      return { deactivated: false };
    });
  }

  private async refuseTakenPair(
    db: Executor,
    pair: Pick<PolicyFields, 'transaction_type' | 'priority'>,
    except?: number,
  ): Promise<void> {
    if (await repository.activePairTaken(db, pair.transaction_type, pair.priority, except)) {
      throw policyConflict();
    }
  }

  /** A write in a transaction; the unique violation of a concurrent write is the same 409. */
  private async write<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      const result = await this.deps.db.transaction(work);
      this.deps.changed?.();
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw policyConflict();
      throw error;
    }
  }

  private audit(tx: Executor, actor: Actor, action: string, id: number, changes: Changes) {
    return writeAuditLog(tx, {
      actorId: actor.user.id,
      action,
      entityType: 'sla_policy',
      entityId: String(id),
      changes,
      ip: actor.ip,
    });
  }
}
