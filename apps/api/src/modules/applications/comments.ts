import type { TComment, TCommentCreate } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { CommentRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { notifyComment } from '../notifications/index.js';
import { findUsersByIds } from '../users/index.js';
import {
  assertMayComment,
  notFound,
  scopeOf,
  seesInternalComments,
} from './applications.policy.js';
import { userRef, visibleTo, type Viewer } from './applications.presenter.js';
import { findApplication, insertComment, listComments } from './applications.repository.js';
import type { ApplicationsDeps } from './deps.js';
import { auditApplication, tellWebhooks } from './trail.js';

/** Comments in the caller's scope; clients never see internal ones. */
export async function commentsOf(
  deps: ApplicationsDeps,
  id: number,
  actor: Actor,
): Promise<TComment[]> {
  const db = deps.db;
  const row = await findApplication(db, id, scopeOf(actor));
  if (!row) throw notFound();
  const rows = await listComments(db, id, seesInternalComments(actor));
  return presentComments(db, rows, actor.user);
}

/**
 * Adds a comment; `is_internal` is for editors and admins only (403 for a client). A visible
 * comment bumps `comment_count` in the same transaction.
 */
export async function addComment(
  deps: ApplicationsDeps,
  id: number,
  input: TCommentCreate,
  actor: Actor,
): Promise<TComment> {
  assertMayComment(input, actor);
  return deps.db.transaction(async (tx) => {
    const row = await findApplication(tx, id, scopeOf(actor), true);
    if (!row) throw notFound();
    const comment = await insertComment(tx, {
      applicationId: id,
      authorId: actor.user.id,
      text: input.text,
      isInternal: input.is_internal ?? false,
    });
    await auditApplication(tx, actor, 'application.commented', row, {
      comment_id: comment.id,
      is_internal: comment.isInternal,
    });
    if (deps.notifier) await notifyComment(tx, deps.notifier, row, comment, actor.user);
    const [presented] = await presentComments(tx, [comment], actor.user);
    // An internal comment reaches only the webhooks that include internal events.
    await tellWebhooks(deps.notifier, tx, {
      type: 'comment.created',
      application: row,
      actor: actor.user,
      fields: { comment: presented },
      internal: comment.isInternal,
    });
    return presented!;
  });
}

async function presentComments(
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
