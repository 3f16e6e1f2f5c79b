import { hasRole, type Role } from '@mutabaa/shared';
import type { ApplicationRow, OptionRow, StatusTransitionRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import type { Scope } from './list-sql.js';

export type { Scope } from './list-sql.js';

// Who may see and do what with applications (docs/architecture.md#scope). Every read of an
// application goes through `scopeOf`, so one outside the caller's scope is simply not found (404,
// never 403).

/**
 * An admin reaches every application, an editor those they created or are assigned to, a
 * client their own.
 */
export function scopeOf(actor: Actor): Scope {
  if (actor.user.role === 'admin') return { kind: 'all' };
  if (actor.user.role === 'editor') return { kind: 'editor', userId: actor.user.id };
  return { kind: 'client', userId: actor.user.id };
}

/** The error for an application out of the caller's scope, or not there at all. */
export function notFound(): AppError {
  return new AppError(404, 'not_found');
}

export function isClient(actor: Actor): boolean {
  return actor.user.role === 'client';
}

/** A client changes or deletes an application only while it is a draft (403 otherwise). */
export function assertMayChange(row: Pick<ApplicationRow, 'status'>, actor: Actor): void {
  if (isClient(actor) && row.status !== 'draft') {
    throw new AppError(403, 'permission_denied', { messageKey: 'application_not_draft' });
  }
}

/** Internal comments are for editors and admins only (403 for a client). */
export function assertMayComment(input: { is_internal?: boolean }, actor: Actor): void {
  if (input.is_internal && isClient(actor)) throw new AppError(403, 'permission_denied');
}

/** Whether `actor` sees the internal comments. */
export function seesInternalComments(actor: Actor): boolean {
  return !isClient(actor);
}

/**
 * Next statuses `actor` may choose for `row`: the pair is configured in `transitions` with a
 * min_role the actor reaches, and the target is an active status; in the statuses' order.
 */
export function allowedNextStatuses(
  row: Pick<ApplicationRow, 'status'>,
  actor: Actor,
  transitions: StatusTransitionRow[],
  options: OptionRow[],
): string[] {
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
