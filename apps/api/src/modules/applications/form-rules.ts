import { FORM_FIELDS, hasRole, type TApplicationWrite } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type {
  ApplicationRow,
  NewApplicationRow,
  OptionRow,
  UserRow,
} from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import type { MessageKey } from '../../i18n/translate.js';
import { allFields, allOptions } from '../form-config/index.js';
import { findUsersByIds } from '../users/index.js';
import { isClient } from './applications.policy.js';

// The form configuration enforced on every write: which fields are enabled
// and required, and which option values, clients and assignees a write may name.

export type WriteField = keyof TApplicationWrite;

/** Written field → column. */
export const COLUMNS = {
  title: 'title',
  description: 'description',
  transaction_type: 'transactionType',
  priority: 'priority',
  client: 'clientId',
  client_email: 'clientEmail',
  client_phone: 'clientPhone',
  assigned_to: 'assignedToId',
  department: 'department',
  due_date: 'dueDate',
  tags: 'tags',
  external_reference_id: 'externalReferenceId',
  project_id: 'projectId',
} as const satisfies Record<WriteField, keyof ApplicationRow>;
export const WRITE_FIELDS = Object.keys(COLUMNS) as WriteField[];

export type FieldRule = { enabled: boolean; required: boolean };
export type FieldRules = Map<string, FieldRule>;

const ANY_FIELD: FieldRule = { enabled: true, required: true };

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

export function validationError(errors: FieldErrors): AppError {
  return new AppError(422, 'validation_error', { fieldErrors: errors });
}

/** Form field rules by name; a field without configuration is enabled and required. */
export async function fieldRules(db: Executor): Promise<FieldRules> {
  const rules: FieldRules = new Map(FORM_FIELDS.map((f) => [f, { ...ANY_FIELD }]));
  for (const field of await allFields(db)) {
    rules.set(field.fieldName, {
      enabled: field.isEnabled,
      required: field.isEnabled && field.isRequired,
    });
  }
  return rules;
}

/** The written values of enabled fields only: a disabled field is ignored. */
export function enabledOnly(input: TApplicationWrite, rules: FieldRules): TApplicationWrite {
  const data: TApplicationWrite = {};
  for (const field of WRITE_FIELDS) {
    if (input[field] === undefined || rules.get(field)?.enabled === false) continue;
    Object.assign(data, { [field]: input[field] });
  }
  return data;
}

/** A new application: every enabled, required field but those in `skip` must have a value. */
export function missingOnCreate(
  data: TApplicationWrite,
  rules: FieldRules,
  skip: WriteField[],
  errors: FieldErrors,
): void {
  for (const field of WRITE_FIELDS) {
    if (skip.includes(field)) continue;
    const rule = rules.get(field) ?? ANY_FIELD;
    if (rule.enabled && rule.required && isEmpty(data[field])) {
      errors[field] = [{ key: 'required' }];
    }
  }
}

/** A change: a required field that is written must not be emptied. */
export function emptiedOnUpdate(
  data: TApplicationWrite,
  rules: FieldRules,
  errors: FieldErrors,
): void {
  for (const field of Object.keys(data) as WriteField[]) {
    const rule = rules.get(field) ?? ANY_FIELD;
    if (rule.required && isEmpty(data[field])) errors[field] = [{ key: 'required' }];
  }
}

/** What checking a write's references needs: the option lists and the users it names. */
export type ReferenceData = { options: OptionRow[]; users: Map<number, UserRow> };

/** The users a write names (client, assignee), for `checkReferences`. */
export function namedUserIds(data: TApplicationWrite): number[] {
  return [data.client, data.assigned_to].filter((v): v is number => typeof v === 'number');
}

/** Loads the option lists and the users of `userIds`. */
export async function loadReferenceData(db: Executor, userIds: number[]): Promise<ReferenceData> {
  const options = await allOptions(db);
  const users = new Map((await findUsersByIds(db, userIds)).map((u) => [u.id, u]));
  return { options, users };
}

/**
 * Options must be active ones (unless unchanged from `current`); the client must be an active
 * client, the assignee an active editor or admin. Returns the client user when one is named.
 */
export function checkReferences(
  refs: ReferenceData,
  data: TApplicationWrite,
  errors: FieldErrors,
  current: Partial<ApplicationRow>,
): { client?: UserRow } {
  const active = (list: string, value: string) =>
    refs.options.some((o) => o.list === list && o.value === value && o.isActive);
  const fail = (field: WriteField, key: MessageKey) => {
    errors[field] ??= [{ key }];
  };
  if (data.transaction_type && data.transaction_type !== current.transactionType) {
    if (!active('application-types', data.transaction_type))
      fail('transaction_type', 'inactive_option');
  }
  if (data.priority && data.priority !== current.priority) {
    if (!active('priorities', data.priority)) fail('priority', 'inactive_option');
  }
  let client: UserRow | undefined;
  if (typeof data.client === 'number') {
    client = refs.users.get(data.client);
    if (!client || !client.isActive || client.role !== 'client') {
      client = undefined;
      fail('client', 'invalid_client');
    }
  }
  if (typeof data.assigned_to === 'number' && data.assigned_to !== current.assignedToId) {
    const assignee = refs.users.get(data.assigned_to);
    if (!assignee || !assignee.isActive || !hasRole(assignee.role, 'editor')) {
      fail('assigned_to', 'invalid_assignee');
    }
  }
  return { client };
}

/** `checkReferences` with the data it needs loaded for this one write. */
export async function validateReferences(
  db: Executor,
  data: TApplicationWrite,
  errors: FieldErrors,
  current: Partial<ApplicationRow>,
): Promise<{ client?: UserRow }> {
  return checkReferences(await loadReferenceData(db, namedUserIds(data)), data, errors, current);
}

/** A new application's written values as the form rules keep them, and what is wrong. */
export type CheckedNew = { data: TApplicationWrite; errors: FieldErrors; client?: UserRow };

/**
 * The rules of a new application, for one write or every row of an import alike: only enabled
 * fields count; a client's application is their own (the client field is theirs, never
 * another's) and has no assignee; required fields must have a value; references must hold.
 */
export function checkNew(
  rules: FieldRules,
  refs: ReferenceData,
  written: TApplicationWrite,
  actor: Actor,
): CheckedNew {
  const data = enabledOnly(written, rules);
  const client = isClient(actor);
  if (client) {
    data.client = actor.user.id;
    delete data.assigned_to;
  }
  const errors: FieldErrors = {};
  missingOnCreate(data, rules, client ? ['client', 'assigned_to'] : [], errors);
  return { data, errors, ...checkReferences(refs, data, errors, {}) };
}

/** Written values as columns; an empty type or project is stored as NULL. */
export function columnValues(data: TApplicationWrite): Partial<NewApplicationRow> {
  const values: Partial<NewApplicationRow> = {};
  for (const field of Object.keys(data) as WriteField[]) {
    let value = data[field];
    if (field === 'transaction_type' || field === 'project_id') value = value || null;
    Object.assign(values, { [COLUMNS[field]]: value });
  }
  return values;
}
