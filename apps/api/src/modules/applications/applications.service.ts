import type {
  HistoryKind,
  TApplication,
  TApplicationCreate,
  TApplicationDetail,
  TApplicationListQuery,
  TApplicationPatch,
  TApplicationTransition,
  TComment,
  TCommentCreate,
  THistoryEntry,
} from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { ApplicationRow, NewHistoryRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { cachedOptions } from '../form-config/index.js';
import { findUsersByIds } from '../users/index.js';
import { clockReader, listedClock } from '../sla/index.js';
import { notFound, scopeOf } from './applications.policy.js';
import { optionLookup, presentApplication, userRef, visibleTo } from './applications.presenter.js';
import {
  countApplications,
  findApplication,
  insertHistory,
  listApplications,
  listHistory,
  type ApplicationFilters,
  type Scope,
} from './applications.repository.js';
import { addComment, commentsOf } from './comments.js';
import { createApplication, duplicateApplication } from './create.js';
import type { ApplicationsDeps, AttachmentsOf } from './deps.js';
import { listFiltersOf } from './list-filters.js';
import { presentRow } from './present-rows.js';
import { removeApplication, updateApplicationFields } from './update.js';
import { allowedNext, transition } from './workflow.js';

export type { ApplicationFilters } from './applications.repository.js';

/**
 * The newest updates in `actor`'s scope matching `filters`, through the list's own page query
 * without its count (a dashboard shows no total for its rows).
 */
export async function recentApplications(
  db: Executor,
  actor: Actor,
  filters: ApplicationFilters,
  size: number,
): Promise<TApplication[]> {
  const { rows, users } = await listApplications(db, scopeOf(actor), filters, '-updated_at', {
    limit: size,
    offset: 0,
  });
  // Labels only: the list's cached option rows, whose lookup is built once per read.
  const lookup = optionLookup(await cachedOptions(db));
  const visible = visibleTo(users, actor.user);
  const sla = await clockReader(db, actor.user.role);
  return rows.map((row) => presentApplication(row, visible, lookup, sla(listedClock(row))));
}

/**
 * A live application within `scope`, for the modules that keep records of an application (its
 * files); `lock` holds it until the caller's transaction ends.
 */
export function findApplicationIn(
  db: Executor,
  id: number,
  scope: Scope,
  lock = false,
): Promise<ApplicationRow | undefined> {
  return findApplication(db, id, scope, lock);
}

/** Entries of an application's history, written in the caller's transaction. */
export function addHistory(tx: Executor, entries: NewHistoryRow[]): Promise<void> {
  return insertHistory(tx, entries);
}

/** A page of the list; `capped` when there are more than `count` (see countApplications). */
export type ListPage = { count: number; capped: boolean; results: TApplication[] };

/**
 * Applications: role-scoped records with the form configuration enforced
 * (docs/architecture.md#scope). Reads are here; each change is a use case of its own file (create,
 * update, workflow, comments), all behind the rules of `applications.policy.ts`.
 */
export class ApplicationsService {
  /** Without a notifier (benchmarks, scripts) changes notify no one. */
  constructor(private readonly deps: ApplicationsDeps & { attachmentsOf: AttachmentsOf }) {}

  async list(query: TApplicationListQuery, actor: Actor): Promise<ListPage> {
    return this.page(actor, await listFiltersOf(this.deps.db, query), query);
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

  /**
   * One page and the total; the count runs after the page, not beside it
   * (docs/architecture.md#sequential-statements).
   */
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
    const sla = await clockReader(db, actor.user.role);
    const results = rows.map((row) =>
      presentApplication(row, visible, lookup, sla(listedClock(row))),
    );
    return { count, capped, results };
  }

  async get(id: number, actor: Actor): Promise<TApplicationDetail> {
    const db = this.deps.db;
    const row = await findApplication(db, id, scopeOf(actor));
    if (!row) throw notFound();
    return {
      ...(await presentRow(db, row, actor.user)),
      allowed_transitions: await allowedNext(db, row, actor),
      attachments: await this.deps.attachmentsOf(db, row.id, actor.user),
    };
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

  create(input: TApplicationCreate, actor: Actor): Promise<TApplication> {
    return createApplication(this.deps, input, actor);
  }

  duplicate(id: number, actor: Actor): Promise<TApplication> {
    return duplicateApplication(this.deps, id, actor);
  }

  update(id: number, patch: TApplicationPatch, actor: Actor): Promise<TApplication> {
    return updateApplicationFields(this.deps, id, patch, actor);
  }

  remove(id: number, actor: Actor): Promise<void> {
    return removeApplication(this.deps, id, actor);
  }

  transition(id: number, input: TApplicationTransition, actor: Actor): Promise<TApplication> {
    return transition(this.deps, id, input, actor);
  }

  comments(id: number, actor: Actor): Promise<TComment[]> {
    return commentsOf(this.deps, id, actor);
  }

  comment(id: number, input: TCommentCreate, actor: Actor): Promise<TComment> {
    return addComment(this.deps, id, input, actor);
  }
}

// (Re)assignment, for the assignments module: one write path for every change of assignee.
export { assignWithin, type AssignmentResult } from './assign.js';
