import type { TAssignmentListQuery, TAssignmentRulesUpdate, TAssignRequest } from '@mutabaa/shared';
import type { Db } from '../../db/client.js';
import type { OptionRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { assignWithin, type AssignmentResult } from '../applications/index.js';
import { writeAuditLogs } from '../audit-logs/index.js';
import { allOptions } from '../form-config/index.js';
import type { Notifier } from '../notifications/index.js';
import * as repository from './assignments.repository.js';

export type RuleView = { type: OptionRow; mode: string; updatedAt: Date | null };

/** The assignment board: history, bulk (re)assignment, workload and automatic rules. */
export class AssignmentsService {
  constructor(private readonly deps: { db: Db; notifier?: Notifier }) {}

  history(query: TAssignmentListQuery) {
    return repository.listHistory(this.deps.db, {
      applicationId: query.transaction,
      userId: query.user,
      after: query.created_at_after,
      before: query.created_at_before,
      page: query.page,
      pageSize: query.page_size,
    });
  }

  /** Every application or none, through the applications module's (re)assignment. */
  assign(input: TAssignRequest, actor: Actor): Promise<AssignmentResult> {
    return this.deps.db.transaction((tx) =>
      assignWithin(
        tx,
        this.deps.notifier,
        { ids: input.transaction_ids, assigneeId: input.assigned_to, reason: input.reason },
        actor,
      ),
    );
  }

  workload() {
    return repository.listWorkload(this.deps.db);
  }

  /** One rule per application type (active ones, and any inactive one whose rule is on). */
  async rules(): Promise<RuleView[]> {
    const [options, rules] = await Promise.all([
      allOptions(this.deps.db),
      repository.listRules(this.deps.db),
    ]);
    const byType = new Map(rules.map((r) => [r.transactionType, r]));
    return options
      .filter((o) => o.list === 'application-types')
      .filter((o) => o.isActive || (byType.get(o.value)?.mode ?? 'off') !== 'off')
      .sort((a, b) => a.order - b.order)
      .map((type) => {
        const rule = byType.get(type.value);
        return { type, mode: rule?.mode ?? 'off', updatedAt: rule?.updatedAt ?? null };
      });
  }

  /** PUT /assignments/rules/: an unknown type is a 422 naming it; changes are audited. */
  async setRules(input: TAssignmentRulesUpdate, actor: Actor): Promise<RuleView[]> {
    const current = await this.rules();
    const known = new Set(
      (await allOptions(this.deps.db))
        .filter((o) => o.list === 'application-types')
        .map((o) => o.value),
    );
    const unknown = input.rules.find((r) => !known.has(r.transaction_type));
    if (unknown) {
      throw new AppError(422, 'validation_error', {
        fieldErrors: {
          rules: [{ key: 'unknown_transaction_type', params: { value: unknown.transaction_type } }],
        },
      });
    }
    const before = new Map(current.map((r) => [r.type.value, r.mode]));
    const changed = input.rules.filter((r) => (before.get(r.transaction_type) ?? 'off') !== r.mode);
    if (changed.length > 0) {
      await this.deps.db.transaction(async (tx) => {
        await repository.upsertRules(
          tx,
          changed.map((r) => ({ transactionType: r.transaction_type, mode: r.mode })),
          actor.user.id,
        );
        await writeAuditLogs(
          tx,
          changed.map((r) => ({
            actorId: actor.user.id,
            action: 'assignment_rule.updated',
            entityType: 'assignment_rule',
            entityId: r.transaction_type,
            changes: { mode: { from: before.get(r.transaction_type) ?? 'off', to: r.mode } },
            ip: actor.ip,
          })),
        );
      });
    }
    return this.rules();
  }
}
