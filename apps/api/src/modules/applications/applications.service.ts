import {
  DEFAULT_PRIORITY,
  FORM_FIELDS,
  hasRole,
  type Role,
  type TApplication,
  type TApplicationCreate,
  type TApplicationDetail,
  type TApplicationTransition,
  type THistoryEntry,
  type TComment,
  type TCommentCreate,
  type HistoryKind,
  type Language,
  type TApplicationListQuery,
  type TApplicationPatch,
  type TApplicationWrite,
  type NotificationCategory,
} from '@mutabaa/shared';
import type { Db, Executor } from '../../db/client.js';
import type {
  ApplicationRow,
  CommentRow,
  NewApplicationRow,
  UserRow,
} from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import type { MessageKey } from '../../i18n/translate.js';
import { writeAuditLog } from '../audit-logs/audit-logs.repository.js';
import { listFields } from '../form-config/fields.repository.js';
import { listTransitions } from '../form-config/transitions.repository.js';
import { notify, type Notifier } from '../notifications/notify.js';
import { TEXTS } from '../notifications/texts.js';
import {
  optionLookup,
  presentApplication,
  userRef,
  visibleTo,
  type Viewer,
} from './applications.presenter.js';
import { scopeOf } from './applications.policy.js';
import { presentAttachmentsOf } from './attachments.presenter.js';
import { newTransactionId, referenceNumber } from './identifiers.js';
import { listFilters } from './list-filters.js';
import { applicationSearchText } from './search-text.js';
import {
  allOptions,
  cachedOptions,
  countApplications,
  findApplication,
  findUsersByIds,
  insertApplication,
  insertComment,
  insertHistory,
  listComments,
  listApplications,
  listHistory,
  nextReferenceValue,
  updateApplication,
  type ApplicationFilters,
} from './applications.repository.js';

type WriteField = keyof TApplicationWrite;

/** A page of the list; `capped` when there are more than `count` (see countApplications). */
export type ListPage = { count: number; capped: boolean; results: TApplication[] };

/** Written field → column. */
const COLUMNS = {
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
const WRITE_FIELDS = Object.keys(COLUMNS) as WriteField[];

const notFound = () => new AppError(404, 'not_found');
const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

type FieldRule = { enabled: boolean; required: boolean };

/** How a status change is coloured in its notification. */
export function statusCategory(status: string): NotificationCategory {
  if (status === 'completed' || status === 'approved') return 'success';
  if (status === 'cancelled') return 'danger';
  if (status === 'on_hold' || status === 'pending') return 'warning';
  return 'info';
}

function validationError(errors: FieldErrors): AppError {
  return new AppError(422, 'validation_error', { fieldErrors: errors });
}

/** Applications: role-scoped records with the form configuration enforced (DESIGN §1, §5). */
export class ApplicationsService {
  /** Without a notifier (benchmarks, scripts) changes notify no one. */
  constructor(private readonly deps: { db: Db; notifier?: Notifier }) {}

  async list(query: TApplicationListQuery, actor: Actor): Promise<ListPage> {
    const filters = listFilters(query);
    return this.page(actor, filters, query);
  }

  /** The caller's drafts: created by them, and for a client also those made for them. */
  async drafts(query: { page: number; page_size: number }, actor: Actor): Promise<ListPage> {
    const isClient = actor.user.role === 'client';
    return this.page(
      actor,
      { status: 'draft', createdBy: isClient ? undefined : actor.user.id },
      { ...query, ordering: '-updated_at' },
    );
  }

  /** One page and the total; the count runs after the page, not beside it (PERFORMANCE.md §4). */
  private async page(
    actor: Actor,
    filters: ApplicationFilters,
    query: { page: number; page_size: number; ordering: string },
  ): Promise<ListPage> {
    const db = this.deps.db;
    const scope = scopeOf(actor);
    const { rows, users } = await listApplications(db, scope, filters, query.ordering, {
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
    const { count, capped } = await countApplications(db, scope, filters);
    const lookup = optionLookup(await cachedOptions(db));
    const visible = visibleTo(users, actor.user);
    return { count, capped, results: rows.map((row) => presentApplication(row, visible, lookup)) };
  }

  async get(id: number, actor: Actor): Promise<TApplicationDetail> {
    const db = this.deps.db;
    const row = await findApplication(db, id, scopeOf(actor));
    if (!row) throw notFound();
    const [presented] = await this.present(db, [row], actor.user);
    return {
      ...presented!,
      allowed_transitions: await this.allowedNext(db, row, actor),
      attachments: await presentAttachmentsOf(db, row.id, actor.user),
    };
  }

  /**
   * Changes the status along a configured transition (DESIGN §1, §6): the pair must exist in
   * status_transitions with a min_role the caller reaches, and the target must be an active
   * status. Scope makes a client's own applications the only ones they can reach.
   */
  async transition(id: number, input: TApplicationTransition, actor: Actor): Promise<TApplication> {
    return this.deps.db.transaction(async (tx) => {
      const row = await findApplication(tx, id, scopeOf(actor), true);
      if (!row) throw notFound();
      const allowed = await this.allowedNext(tx, row, actor);
      if (!allowed.includes(input.status)) {
        throw new AppError(409, 'transition_not_allowed', { extra: { allowed } });
      }
      const comment = input.comment ?? '';
      const updated = await updateApplication(tx, id, {
        status: input.status,
        updatedAt: new Date(),
      });
      if (!updated) throw notFound();
      await this.history(tx, actor, row.id, [
        { kind: 'status', field: 'status', from: row.status, to: input.status, comment },
      ]);
      await this.audit(tx, actor, 'application.status_changed', updated, {
        status: { from: row.status, to: input.status },
        ...(comment ? { comment } : {}),
      });
      await this.notifyStatus(tx, updated, actor);
      return (await this.present(tx, [updated], actor.user))[0]!;
    });
  }

  /** The history of an application in the caller's scope, newest first. */
  async historyOf(id: number, actor: Actor): Promise<THistoryEntry[]> {
    const db = this.deps.db;
    const row = await findApplication(db, id, scopeOf(actor));
    if (!row) throw notFound();
    const entries = await listHistory(db, id);
    const actorIds = [
      ...new Set(entries.map((e) => e.actorId).filter((v): v is number => v !== null)),
    ];
    const found = await findUsersByIds(db, actorIds);
    const users = visibleTo(new Map(found.map((u) => [u.id, u])), actor.user);
    return entries.map((e) => ({
      id: e.id,
      kind: e.kind as HistoryKind,
      field: e.field,
      from_value: e.fromValue ?? null,
      to_value: e.toValue ?? null,
      comment: e.comment,
      actor: userRef(users, e.actorId),
      created_at: e.createdAt.toISOString(),
    }));
  }

  /** Comments in the caller's scope; clients never see internal ones. */
  async comments(id: number, actor: Actor): Promise<TComment[]> {
    const db = this.deps.db;
    const row = await findApplication(db, id, scopeOf(actor));
    if (!row) throw notFound();
    const rows = await listComments(db, id, actor.user.role !== 'client');
    return this.presentComments(db, rows, actor.user);
  }

  /**
   * Adds a comment; `is_internal` is for editors and admins only (403 for a client). A visible
   * comment bumps `comment_count` in the same transaction.
   */
  async comment(id: number, input: TCommentCreate, actor: Actor): Promise<TComment> {
    if (input.is_internal && actor.user.role === 'client') {
      throw new AppError(403, 'permission_denied');
    }
    return this.deps.db.transaction(async (tx) => {
      const row = await findApplication(tx, id, scopeOf(actor), true);
      if (!row) throw notFound();
      const comment = await insertComment(tx, {
        applicationId: id,
        authorId: actor.user.id,
        text: input.text,
        isInternal: input.is_internal ?? false,
      });
      await this.audit(tx, actor, 'application.commented', row, {
        comment_id: comment.id,
        is_internal: comment.isInternal,
      });
      await this.notifyComment(tx, row, comment, actor);
      return (await this.presentComments(tx, [comment], actor.user))[0]!;
    });
  }

  private async presentComments(
    db: Executor,
    rows: CommentRow[],
    viewer: Viewer,
  ): Promise<TComment[]> {
    const ids = [...new Set(rows.map((r) => r.authorId).filter((v): v is number => v !== null))];
    const found = await findUsersByIds(db, ids);
    const users = visibleTo(new Map(found.map((u) => [u.id, u])), viewer);
    return rows.map((r) => ({
      id: r.id,
      text: r.text,
      is_internal: r.isInternal,
      author: userRef(users, r.authorId),
      created_at: r.createdAt.toISOString(),
    }));
  }

  /** Next statuses `actor` may choose for `row`: configured, role reached, target active. */
  private async allowedNext(db: Executor, row: ApplicationRow, actor: Actor): Promise<string[]> {
    const [transitions, options] = await Promise.all([listTransitions(db), allOptions(db)]);
    const statuses = options
      .filter((o) => o.list === 'statuses' && o.isActive)
      .sort((a, b) => a.order - b.order)
      .map((o) => o.value);
    const reachable = new Set(
      transitions
        .filter((t) => t.fromStatus === row.status && hasRole(actor.user.role, t.minRole as Role))
        .map((t) => t.toStatus),
    );
    return statuses.filter((s) => reachable.has(s));
  }

  async create(input: TApplicationCreate, actor: Actor): Promise<TApplication> {
    const { status = 'draft', ...written } = input;
    const isClient = actor.user.role === 'client';
    return this.deps.db.transaction(async (tx) => {
      const rules = await this.rules(tx);
      const data = this.enabledOnly(written, rules);
      if (isClient) {
        data.client = actor.user.id;
        delete data.assigned_to;
      }
      const skip: WriteField[] = isClient ? ['client', 'assigned_to'] : [];
      const errors: FieldErrors = {};
      for (const field of WRITE_FIELDS) {
        if (skip.includes(field)) continue;
        const rule = rules.get(field) ?? { enabled: true, required: true };
        if (rule.enabled && rule.required && isEmpty(data[field])) {
          errors[field] = [{ key: 'required' }];
        }
      }
      const { client } = await this.validateReferences(tx, data, errors, {});
      if (Object.keys(errors).length) throw validationError(errors);

      const values = this.columnValues(data);
      values.clientEmail ||= client?.email ?? '';
      values.clientPhone ||= client?.phoneNumber ?? '';
      values.priority ||= DEFAULT_PRIORITY;
      const row = await this.insertNew(tx, values, status, client, actor);
      const [presented] = await this.present(tx, [row], actor.user);
      await this.history(tx, actor, row.id, [{ kind: 'created', to: status }]);
      await this.audit(tx, actor, 'application.created', row, {
        reference_number: row.referenceNumber,
        transaction_id: row.transactionId,
        status,
        ...Object.fromEntries(WRITE_FIELDS.map((f) => [f, row[COLUMNS[f]]])),
      });
      await this.notifyAssigned(tx, row, actor);
      return presented!;
    });
  }

  /**
   * A new draft with the content of an application the caller sees: every written field, not
   * its comments, files or history. The title stays as it is (the new reference number tells
   * the copy apart); the caller becomes its creator; a client's copy has no assignee.
   */
  async duplicate(id: number, actor: Actor): Promise<TApplication> {
    return this.deps.db.transaction(async (tx) => {
      const source = await findApplication(tx, id, scopeOf(actor));
      if (!source) throw notFound();
      const values: Partial<NewApplicationRow> = {};
      for (const field of WRITE_FIELDS) {
        Object.assign(values, { [COLUMNS[field]]: source[COLUMNS[field]] });
      }
      if (actor.user.role === 'client') values.assignedToId = null;
      const client = source.clientId ? (await findUsersByIds(tx, [source.clientId]))[0] : undefined;
      const row = await this.insertNew(tx, values, 'draft', client, actor);
      await this.history(tx, actor, row.id, [{ kind: 'created', to: 'draft' }]);
      await this.audit(tx, actor, 'application.duplicated', row, {
        source_id: source.id,
        source_reference_number: source.referenceNumber,
        reference_number: row.referenceNumber,
        transaction_id: row.transactionId,
      });
      await this.notifyAssigned(tx, row, actor);
      return (await this.present(tx, [row], actor.user))[0]!;
    });
  }

  /** Inserts a new application with the next reference number and a free transaction id. */
  private async insertNew(
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

  async update(id: number, patch: TApplicationPatch, actor: Actor): Promise<TApplication> {
    const isClient = actor.user.role === 'client';
    return this.deps.db.transaction(async (tx) => {
      const row = await findApplication(tx, id, scopeOf(actor), true);
      if (!row) throw notFound();
      if (isClient && row.status !== 'draft') {
        throw new AppError(403, 'permission_denied', { messageKey: 'application_not_draft' });
      }
      const rules = await this.rules(tx);
      const data = this.enabledOnly(patch, rules);
      if (isClient) {
        delete data.client;
        delete data.assigned_to;
      }
      const errors: FieldErrors = {};
      for (const field of Object.keys(data) as WriteField[]) {
        const rule = rules.get(field) ?? { enabled: true, required: true };
        if (rule.required && isEmpty(data[field])) errors[field] = [{ key: 'required' }];
      }
      const { client } = await this.validateReferences(tx, data, errors, row);
      if (Object.keys(errors).length) throw validationError(errors);

      // A new client brings their e-mail and phone unless these are written too.
      if (client && client.id !== row.clientId) {
        if (rules.get('client_email')?.enabled !== false) data.client_email ??= client.email;
        if (rules.get('client_phone')?.enabled !== false) data.client_phone ??= client.phoneNumber;
      }
      const next = this.columnValues(data);
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
      if (Object.keys(changes).length === 0) return (await this.present(tx, [row], actor.user))[0]!;
      const clientUser =
        client ?? (row.clientId ? (await findUsersByIds(tx, [row.clientId]))[0] : undefined);
      values.searchText = applicationSearchText(
        { ...row, ...values } as ApplicationRow,
        clientUser,
      );
      const updated = await updateApplication(tx, id, values);
      if (!updated) throw notFound();
      await this.history(
        tx,
        actor,
        id,
        Object.entries(changes).map(([field, { from, to }]) => ({
          kind: 'field',
          field,
          from,
          to,
        })),
      );
      await this.audit(tx, actor, 'application.updated', updated, changes);
      if (changes.assigned_to) await this.notifyAssigned(tx, updated, actor);
      return (await this.present(tx, [updated], actor.user))[0]!;
    });
  }

  /** Soft delete: the row stays for the audit trail but leaves every list. */
  async remove(id: number, actor: Actor): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const row = await findApplication(tx, id, scopeOf(actor), true);
      if (!row) throw notFound();
      if (actor.user.role === 'client' && row.status !== 'draft') {
        throw new AppError(403, 'permission_denied', { messageKey: 'application_not_draft' });
      }
      await updateApplication(tx, id, { deletedAt: new Date() });
      // The history has no 'deleted' kind: a field entry keeps the trail in one place.
      await this.history(tx, actor, id, [
        { kind: 'field', field: 'deleted', from: false, to: true },
      ]);
      await this.audit(tx, actor, 'application.deleted', row, {
        reference_number: row.referenceNumber,
        status: row.status,
      });
    });
  }

  /** Form field rules by name; a field without configuration is enabled and required. */
  private async rules(db: Executor): Promise<Map<string, FieldRule>> {
    const rules = new Map<string, FieldRule>(
      FORM_FIELDS.map((f) => [f, { enabled: true, required: true }]),
    );
    for (const field of await listFields(db)) {
      rules.set(field.fieldName, {
        enabled: field.isEnabled,
        required: field.isEnabled && field.isRequired,
      });
    }
    return rules;
  }

  /** The written values of enabled fields only: a disabled field is ignored. */
  private enabledOnly(input: TApplicationWrite, rules: Map<string, FieldRule>): TApplicationWrite {
    const data: TApplicationWrite = {};
    for (const field of WRITE_FIELDS) {
      if (input[field] === undefined || rules.get(field)?.enabled === false) continue;
      Object.assign(data, { [field]: input[field] });
    }
    return data;
  }

  /**
   * Options must be active ones (unless unchanged from `current`); the client must be an active
   * client, the assignee an active editor or admin. Returns the client user when one is named.
   */
  private async validateReferences(
    db: Executor,
    data: TApplicationWrite,
    errors: FieldErrors,
    current: Partial<ApplicationRow>,
  ): Promise<{ client?: UserRow }> {
    const options = await allOptions(db);
    const active = (list: string, value: string) =>
      options.some((o) => o.list === list && o.value === value && o.isActive);
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
    const ids = [data.client, data.assigned_to].filter((v): v is number => typeof v === 'number');
    const users = new Map((await findUsersByIds(db, ids)).map((u) => [u.id, u]));
    let client: UserRow | undefined;
    if (typeof data.client === 'number') {
      client = users.get(data.client);
      if (!client || !client.isActive || client.role !== 'client') {
        client = undefined;
        fail('client', 'invalid_client');
      }
    }
    if (typeof data.assigned_to === 'number' && data.assigned_to !== current.assignedToId) {
      const assignee = users.get(data.assigned_to);
      if (!assignee || !assignee.isActive || !hasRole(assignee.role, 'editor')) {
        fail('assigned_to', 'invalid_assignee');
      }
    }
    return { client };
  }

  private columnValues(data: TApplicationWrite): Partial<NewApplicationRow> {
    const values: Partial<NewApplicationRow> = {};
    for (const field of Object.keys(data) as WriteField[]) {
      let value = data[field];
      if (field === 'transaction_type' || field === 'project_id') value = value || null;
      Object.assign(values, { [COLUMNS[field]]: value });
    }
    return values;
  }

  private async present(
    db: Executor,
    rows: ApplicationRow[],
    viewer: Viewer,
  ): Promise<TApplication[]> {
    if (rows.length === 0) return [];
    const ids = new Set<number>();
    for (const row of rows) {
      for (const id of [row.clientId, row.assignedToId, row.createdById]) if (id) ids.add(id);
    }
    const [users, options] = await Promise.all([findUsersByIds(db, [...ids]), allOptions(db)]);
    const lookup = optionLookup(options);
    const byId = visibleTo(new Map(users.map((u) => [u.id, u])), viewer);
    return rows.map((row) => presentApplication(row, byId, lookup));
  }

  private async history(
    tx: Executor,
    actor: Actor,
    applicationId: number,
    entries: {
      kind: HistoryKind;
      field?: string;
      from?: unknown;
      to?: unknown;
      comment?: string;
    }[],
  ): Promise<void> {
    await insertHistory(
      tx,
      entries.map((e) => ({
        applicationId,
        actorId: actor.user.id,
        kind: e.kind,
        field: e.field ?? null,
        fromValue: e.from ?? null,
        toValue: e.to ?? null,
        comment: e.comment ?? '',
      })),
    );
  }

  /** Tells the assignee of `row` (unless they assigned it themself). */
  private async notifyAssigned(tx: Executor, row: ApplicationRow, actor: Actor): Promise<void> {
    const notifier = this.deps.notifier;
    if (!notifier || !row.assignedToId || row.assignedToId === actor.user.id) return;
    await notify(tx, notifier, {
      recipients: [row.assignedToId],
      event: 'assignment',
      type: 'application',
      category: 'info',
      text: (lang) => TEXTS.assignment(lang, row),
      applicationId: row.id,
    });
  }

  /** Tells the client and the assignee of `row` its new status, in their language. */
  private async notifyStatus(tx: Executor, row: ApplicationRow, actor: Actor): Promise<void> {
    const notifier = this.deps.notifier;
    if (!notifier) return;
    const option = (await allOptions(tx)).find(
      (o) => o.list === 'statuses' && o.value === row.status,
    );
    await notify(tx, notifier, {
      recipients: [row.clientId, row.assignedToId].filter((id) => id !== actor.user.id),
      event: 'status_change',
      type: 'application',
      category: statusCategory(row.status),
      text: (lang) =>
        TEXTS.statusChange(
          lang,
          row,
          (lang === 'ar' ? option?.labelAr : option?.labelEn) || row.status,
        ),
      applicationId: row.id,
    });
  }

  /**
   * Tells the other parties of `row` (client, assignee, creator) of a new comment; an internal
   * comment is never told to a client.
   */
  private async notifyComment(
    tx: Executor,
    row: ApplicationRow,
    comment: CommentRow,
    actor: Actor,
  ): Promise<void> {
    const notifier = this.deps.notifier;
    if (!notifier) return;
    const ids = [
      ...new Set([row.clientId, row.assignedToId, row.createdById].filter((id) => id !== null)),
    ].filter((id) => id !== actor.user.id);
    const parties = await findUsersByIds(tx, ids);
    // A staff address never reaches a client: staff without a name are "a team member".
    const author = (lang: Language) =>
      actor.user.fullName ||
      (actor.user.role === 'client' ? actor.user.email : TEXTS.staffMember(lang));
    await notify(tx, notifier, {
      recipients: parties
        .filter((u) => !comment.isInternal || u.role !== 'client')
        .map((u) => u.id),
      event: 'comment',
      type: 'application',
      category: 'info',
      text: (lang) => TEXTS.comment(lang, row, author(lang)),
      applicationId: row.id,
    });
  }

  private async audit(
    tx: Executor,
    actor: Actor,
    action: string,
    row: ApplicationRow,
    changes: Record<string, unknown>,
  ): Promise<void> {
    await writeAuditLog(tx, {
      actorId: actor.user.id,
      action,
      entityType: 'application',
      entityId: String(row.id),
      changes,
      ip: actor.ip,
    });
  }
}
