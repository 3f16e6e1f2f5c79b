import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_SCOPES,
  hasRole,
  type ApiTokenScope,
  type TApiToken,
  type TCreateApiTokenRequest,
  type TCreatedApiToken,
} from '@mutabaa/shared';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Actor, ActorToken } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { writeAuditLog } from '../audit-logs/index.js';
import { presentApiToken } from './api-tokens.presenter.js';
import * as repository from './api-tokens.repository.js';

/** Random bytes of a token: 256 bits, far beyond guessing. */
const TOKEN_BYTES = 32;
/** Characters of the token after its prefix kept to tell tokens apart in lists. */
const SHOWN_CHARACTERS = 6;
/** A token's last use is written at most this often. */
export const LAST_USE_INTERVAL_SECONDS = 60;

/**
 * SHA-256 of a token: enough for 256 random bits (no dictionary to try, nothing to slow
 * down), and one indexed lookup per request.
 */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether an Authorization bearer value is an API token rather than a session's JWT. */
export function isApiToken(bearer: string): boolean {
  return bearer.startsWith(API_TOKEN_PREFIX);
}

const notFound = () => new AppError(404, 'not_found');

/**
 * Personal API tokens of staff users: created with a name, scopes and an optional expiry,
 * shown once, listed without the token, revoked by their owner or an admin. Each change
 * commits with its audit entry.
 */
export class ApiTokensService {
  constructor(private readonly deps: { db: Db }) {}

  /** POST /tokens/: a new token of the actor's, answered this once. */
  async create(actor: Actor, input: TCreateApiTokenRequest): Promise<TCreatedApiToken> {
    const token = `${API_TOKEN_PREFIX}${randomBytes(TOKEN_BYTES).toString('base64url')}`;
    const scopes = API_TOKEN_SCOPES.filter((scope) => input.scopes.includes(scope));
    const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
    const row = await this.deps.db.transaction(async (tx) => {
      const inserted = await repository.insertApiToken(tx, {
        userId: actor.user.id,
        name: input.name,
        tokenHash: hashApiToken(token),
        prefix: token.slice(0, API_TOKEN_PREFIX.length + SHOWN_CHARACTERS),
        scopes,
        expiresAt,
      });
      await writeAuditLog(tx, {
        actorId: actor.user.id,
        action: 'api_token.created',
        entityType: 'api_token',
        entityId: String(inserted.id),
        changes: { name: input.name, scopes, expires_at: expiresAt?.toISOString() ?? null },
        ip: actor.ip,
      });
      return inserted;
    });
    const owner = { id: actor.user.id, fullName: ownerName(actor.user), email: actor.user.email };
    return { ...presentApiToken({ ...row, owner }), token };
  }

  /** GET /tokens/: the actor's tokens; everyone's with `all` (admins only). */
  async list(actor: Actor, all: boolean): Promise<TApiToken[]> {
    if (all && !hasRole(actor.user.role, 'admin')) throw new AppError(403, 'permission_denied');
    const rows = await repository.listApiTokens(this.deps.db, all ? undefined : actor.user.id);
    return rows.map(presentApiToken);
  }

  /** DELETE /tokens/{id}/: the owner's or an admin's; someone else's is not found. */
  async revoke(actor: Actor, id: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const row = await repository.findApiToken(tx, id);
      if (!row) throw notFound();
      if (row.userId !== actor.user.id && !hasRole(actor.user.role, 'admin')) throw notFound();
      if (!(await repository.deleteApiToken(tx, id))) throw notFound();
      await writeAuditLog(tx, {
        actorId: actor.user.id,
        action: 'api_token.revoked',
        entityType: 'api_token',
        entityId: String(id),
        changes: { name: row.name, owner_id: row.userId },
        ip: actor.ip,
      });
    });
  }

  /**
   * The owner and token of a bearer `token`, or undefined when it is unknown, expired, or
   * its owner is deactivated or no longer staff. Records the use (at most once a minute).
   */
  async authenticate(
    token: string,
    ip: string,
  ): Promise<{ user: UserRow; token: ActorToken } | undefined> {
    const found = await repository.findUsableApiToken(this.deps.db, hashApiToken(token));
    if (!found || !found.user.isActive || !hasRole(found.user.role, 'editor')) return undefined;
    const { lastUsedAt } = found.token;
    if (!lastUsedAt || Date.now() - lastUsedAt.getTime() >= LAST_USE_INTERVAL_SECONDS * 1000) {
      await repository.recordApiTokenUse(
        this.deps.db,
        found.token.id,
        ip,
        LAST_USE_INTERVAL_SECONDS,
      );
    }
    const scopes = found.token.scopes.filter((scope): scope is ApiTokenScope =>
      (API_TOKEN_SCOPES as readonly string[]).includes(scope),
    );
    return { user: found.user, token: { id: found.token.id, name: found.token.name, scopes } };
  }
}

function ownerName(user: UserRow): string {
  return user.fullName || `${user.firstName} ${user.lastName}`.trim();
}
