import type { ApiTokenScope, TApiToken } from '@mutabaa/shared';
import type { ApiTokenWithOwner } from './api-tokens.repository.js';

/** A token as listed: its hash never leaves the server. */
export function presentApiToken(row: ApiTokenWithOwner): TApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiTokenScope[],
    prefix: row.prefix,
    owner: { id: row.owner.id, full_name: row.owner.fullName, email: row.owner.email },
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    last_used_ip: row.lastUsedIp,
  };
}
