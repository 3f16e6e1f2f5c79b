import { DEFAULT_PRIORITY, type TApplication, type TApplicationPatch } from '@mutabaa/shared';
import type { NewApplicationRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import type { FieldErrors } from '../../lib/app-error.js';
import { notifyAssigned } from '../notifications/index.js';
import { findUsersByIds } from '../users/index.js';
import { assertMayChange, isClient, notFound, scopeOf } from './applications.policy.js';
import { findApplication, updateApplication } from './applications.repository.js';
import type { ApplicationsDeps } from './deps.js';
import { recordAssignment } from './assign.js';
import {
  COLUMNS,
  columnValues,
  emptiedOnUpdate,
  enabledOnly,
  fieldRules,
  validateReferences,
  validationError,
  type WriteField,
} from './form-rules.js';
import { presentRow } from './present-rows.js';
import { applicationSearchText } from './search-text.js';
import { auditApplication, tellWebhooks, writeHistory } from './trail.js';
import { syncClocks } from '../sla/index.js';

/**
 * Applies the written fields that differ from the stored ones, under the form rules; each
 * change is a history entry. A client changes only their drafts, never client or assignee.
 */
export async function updateApplicationFields(
  deps: ApplicationsDeps,
  id: number,
  patch: TApplicationPatch,
  actor: Actor,
): Promise<TApplication> {
  return deps.db.transaction(async (tx) => {
    const row = await findApplication(tx, id, scopeOf(actor), true);
    if (!row) throw notFound();
    assertMayChange(row, actor);
    const rules = await fieldRules(tx);
    const data = enabledOnly(patch, rules);
    if (isClient(actor)) {
      delete data.client;
      delete data.assigned_to;
    }
    const errors: FieldErrors = {};
    emptiedOnUpdate(data, rules, errors);
    const { client } = await validateReferences(tx, data, errors, row);
    if (Object.keys(errors).length) throw validationError(errors);

    // A new client brings their e-mail and phone unless these are written too.
    if (client && client.id !== row.clientId) {
      if (rules.get('client_email')?.enabled !== false) data.client_email ??= client.email;
      if (rules.get('client_phone')?.enabled !== false) data.client_phone ??= client.phoneNumber;
    }
    const next = columnValues(data);
    if (next.priority === '') next.priority = DEFAULT_PRIORITY;
    const values: Partial<NewApplicationRow> = {};
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of Object.keys(data) as WriteField[]) {
      const column = COLUMNS[field];
      const to = next[column];
      const from = row[column];
      if (JSON.stringify(from) === JSON.stringify(to)) continue;
      Object.assign(values, { [column]: to });
      changes[field] = { from, to };
    }
    if (Object.keys(changes).length === 0) return presentRow(tx, row, actor.user);
    const clientUser =
      client ?? (row.clientId ? (await findUsersByIds(tx, [row.clientId]))[0] : undefined);
    values.searchText = applicationSearchText({ ...row, ...values }, clientUser);
    const updated = await updateApplication(tx, id, values);
    if (!updated) throw notFound();
    // Another type or priority may choose another policy.
    if (changes.transaction_type || changes.priority) await syncClocks(tx, [id]);
    await writeHistory(
      tx,
      actor,
      id,
      Object.entries(changes).map(([field, { from, to }]) => ({ kind: 'field', field, from, to })),
    );
    await auditApplication(tx, actor, 'application.updated', updated, changes);
    await tellWebhooks(deps.notifier, tx, {
      type: 'application.updated',
      application: updated,
      actor: actor.user,
      fields: { changes },
    });
    if (changes.assigned_to) {
      await recordAssignment(tx, id, row.assignedToId, updated.assignedToId, actor);
      if (deps.notifier) await notifyAssigned(tx, deps.notifier, updated, actor.user);
      await tellWebhooks(deps.notifier, tx, {
        type: 'application.assigned',
        application: updated,
        actor: actor.user,
        fields: { from: row.assignedToId, to: updated.assignedToId },
      });
    }
    return presentRow(tx, updated, actor.user);
  });
}

/** Soft delete: the row stays for the audit trail but leaves every list. */
export async function removeApplication(
  deps: ApplicationsDeps,
  id: number,
  actor: Actor,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await findApplication(tx, id, scopeOf(actor), true);
    if (!row) throw notFound();
    assertMayChange(row, actor);
    await updateApplication(tx, id, { deletedAt: new Date() });
    await syncClocks(tx, [id]);
    // The history has no 'deleted' kind: a field entry keeps the trail in one place.
    await writeHistory(tx, actor, id, [{ kind: 'field', field: 'deleted', from: false, to: true }]);
    await auditApplication(tx, actor, 'application.deleted', row, {
      reference_number: row.referenceNumber,
      status: row.status,
    });
    await tellWebhooks(deps.notifier, tx, {
      type: 'application.deleted',
      application: row,
      actor: actor.user,
    });
  });
}
