import {
  DEFAULT_PRIORITY,
  type TApplication,
  type TApplicationCreate,
  type TApplicationWrite,
} from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { ApplicationRow, NewApplicationRow, UserRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { notifyAssigned } from '../notifications/index.js';
import { findUsersByIds } from '../users/index.js';
import { isClient, notFound, scopeOf } from './applications.policy.js';
import {
  findApplication,
  insertApplication,
  nextReferenceValue,
} from './applications.repository.js';
import type { ApplicationsDeps } from './deps.js';
import { assignAutomatically, recordAssignment } from './assign.js';
import {
  checkNew,
  COLUMNS,
  columnValues,
  fieldRules,
  loadReferenceData,
  namedUserIds,
  validationError,
  WRITE_FIELDS,
} from './form-rules.js';
import { newTransactionId, referenceNumber } from './identifiers.js';
import { presentRow } from './present-rows.js';
import { applicationSearchText } from './search-text.js';
import { auditApplication, tellWebhooks, writeHistory } from './trail.js';
import { syncClocks } from '../sla/index.js';

/**
 * A new application under the form rules. A client's application is their own (the client
 * field is theirs, never another's) and has no assignee.
 */
export async function createApplication(
  deps: ApplicationsDeps,
  input: TApplicationCreate,
  actor: Actor,
): Promise<TApplication> {
  const { status = 'draft', ...written } = input;
  return deps.db.transaction(async (tx) => {
    const rules = await fieldRules(tx);
    const named = namedUserIds(isClient(actor) ? { ...written, client: actor.user.id } : written);
    const refs = await loadReferenceData(tx, named);
    const { data, errors, client } = checkNew(rules, refs, written, actor);
    if (Object.keys(errors).length) throw validationError(errors);

    const values = valuesOfNew(data, client);
    const row = await insertNew(tx, values, status, client, actor);
    if (status !== 'draft') {
      await syncClocks(tx, [row.id]);
      await deps.receipts?.queue(tx, row.id);
    }
    await writeHistory(tx, actor, row.id, [{ kind: 'created', to: status }]);
    await auditApplication(tx, actor, 'application.created', row, {
      reference_number: row.referenceNumber,
      transaction_id: row.transactionId,
      status,
      ...Object.fromEntries(WRITE_FIELDS.map((f) => [f, row[COLUMNS[f]]])),
    });
    const by = actor.user;
    await tellWebhooks(deps.notifier, tx, {
      type: 'application.created',
      application: row,
      actor: by,
    });
    if (status !== 'draft') {
      await tellWebhooks(deps.notifier, tx, {
        type: 'application.submitted',
        application: row,
        actor: by,
      });
    }
    if (row.assignedToId !== null) {
      await recordAssignment(tx, row.id, null, row.assignedToId, actor);
      if (deps.notifier) await notifyAssigned(tx, deps.notifier, row, actor.user);
      await tellWebhooks(deps.notifier, tx, {
        type: 'application.assigned',
        application: row,
        actor: by,
        fields: { from: null, to: row.assignedToId },
      });
      return presentRow(tx, row, actor.user);
    }
    const picked = await assignAutomatically(tx, deps.notifier, row, actor);
    return presentRow(tx, { ...row, assignedToId: picked }, actor.user);
  });
}

/** The columns of a new application: its client's e-mail and phone unless written. */
export function valuesOfNew(
  data: TApplicationWrite,
  client: UserRow | undefined,
): Partial<NewApplicationRow> {
  const values = columnValues(data);
  values.clientEmail ||= client?.email ?? '';
  values.clientPhone ||= client?.phoneNumber ?? '';
  values.priority ||= DEFAULT_PRIORITY;
  return values;
}

/**
 * A new draft with the content of an application the caller sees: every written field, not
 * its comments, files or history. The title stays as it is (the new reference number tells
 * the copy apart); the caller becomes its creator; a client's copy has no assignee.
 */
export async function duplicateApplication(
  deps: ApplicationsDeps,
  id: number,
  actor: Actor,
): Promise<TApplication> {
  return deps.db.transaction(async (tx) => {
    const source = await findApplication(tx, id, scopeOf(actor));
    if (!source) throw notFound();
    const values: Partial<NewApplicationRow> = {};
    for (const field of WRITE_FIELDS) {
      Object.assign(values, { [COLUMNS[field]]: source[COLUMNS[field]] });
    }
    if (isClient(actor)) values.assignedToId = null;
    const client = source.clientId ? (await findUsersByIds(tx, [source.clientId]))[0] : undefined;
    const row = await insertNew(tx, values, 'draft', client, actor);
    await writeHistory(tx, actor, row.id, [{ kind: 'created', to: 'draft' }]);
    await auditApplication(tx, actor, 'application.duplicated', row, {
      source_id: source.id,
      source_reference_number: source.referenceNumber,
      reference_number: row.referenceNumber,
      transaction_id: row.transactionId,
    });
    await tellWebhooks(deps.notifier, tx, {
      type: 'application.created',
      application: row,
      actor: actor.user,
      fields: { duplicate_of: source.id },
    });
    if (row.assignedToId !== null) {
      await recordAssignment(tx, row.id, null, row.assignedToId, actor);
      if (deps.notifier) await notifyAssigned(tx, deps.notifier, row, actor.user);
    }
    return presentRow(tx, row, actor.user);
  });
}

/** Inserts a new application with the next reference number and a free transaction id. */
async function insertNew(
  tx: Executor,
  values: Partial<NewApplicationRow>,
  status: string,
  client: UserRow | undefined,
  actor: Actor,
): Promise<ApplicationRow> {
  const now = new Date();
  const year = now.getUTCFullYear();
  const reference = referenceNumber(year, await nextReferenceValue(tx, year));
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const transactionId = newTransactionId();
    const row = await insertApplication(tx, {
      ...values,
      status,
      transactionId,
      referenceNumber: reference,
      createdById: actor.user.id,
      searchText: applicationSearchText(
        { ...values, transactionId, referenceNumber: reference } as ApplicationRow,
        client,
      ),
      createdAt: now,
      updatedAt: now,
    });
    if (row) return row;
  }
  throw new Error('could not draw a free transaction id');
}
