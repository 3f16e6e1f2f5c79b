import { randomUUID } from 'node:crypto';
import type { JWT } from '@fastify/jwt';
import type { UserRow } from '../../db/schema/index.js';
import { presentUser } from '../users/index.js';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;

export type TokenType = 'access' | 'refresh';

/**
 * Claims of both tokens (docs/api.md#authentication), plus `sid`, the session (the refresh token's
 * jti, so an access token ends with its refresh token), and `ver`, the user's token version at
 * issue.
 */
export type TokenClaims = {
  token_type: TokenType;
  jti: string;
  sid: string;
  ver: number;
  user_id: number;
  email: string;
  role: string;
  full_name: string;
  exp: number;
  iat: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function claimsOf(user: UserRow, type: TokenType, sessionId: string | undefined) {
  const presented = presentUser(user);
  const jti = randomUUID();
  return {
    token_type: type,
    jti,
    // A refresh token is its own session; an access token names the refresh token's.
    sid: sessionId ?? jti,
    ver: user.tokenVersion,
    user_id: user.id,
    email: presented.email,
    role: presented.role,
    full_name: presented.full_name,
  };
}

/** Signs a token; an access token needs the `sessionId` of its refresh token. */
export function signToken(jwt: JWT, user: UserRow, type: 'refresh'): SignedToken;
export function signToken(jwt: JWT, user: UserRow, type: 'access', sessionId: string): SignedToken;
export function signToken(
  jwt: JWT,
  user: UserRow,
  type: TokenType,
  sessionId?: string,
): SignedToken {
  const claims = claimsOf(user, type, type === 'access' ? sessionId : undefined);
  const ttl = type === 'access' ? ACCESS_TTL_SECONDS : REFRESH_TTL_SECONDS;
  const token = jwt.sign(claims, { expiresIn: `${ttl}s` });
  return { token, jti: claims.jti, expiresAt: new Date(Date.now() + ttl * 1000) };
}

type SignedToken = { token: string; jti: string; expiresAt: Date };

/** How many verified tokens each signer remembers; all are forgotten when it is full. */
const VERIFIED_MAX = 1000;
const verifiedBy = new WeakMap<JWT, Map<string, TokenClaims>>();

/**
 * The claims of a token whose signature `jwt` verifies, remembered by the token's whole text
 * until its `exp`: a signed-in client sends the same access token with every request for 15
 * minutes. fast-jwt's own cache keys its entries by a SHA-256 of the token, which took about
 * 15 µs of a list request's 1 ms of CPU; an entry here matches only the very token that was
 * verified, and the tokens it holds are no secret beside the signing key this process holds.
 * Failures are not remembered. Throws as `jwt.verify` does.
 */
function verified(jwt: JWT, token: string): TokenClaims {
  let known = verifiedBy.get(jwt);
  const hit = known?.get(token);
  if (hit && Date.now() < hit.exp * 1000) return hit;
  const claims = jwt.verify<TokenClaims>(token);
  if (typeof claims.exp === 'number') {
    if (!known) verifiedBy.set(jwt, (known = new Map()));
    if (known.size >= VERIFIED_MAX) known.clear();
    known.set(token, claims);
  }
  return claims;
}

/** The claims of a valid, unexpired token of the given type; undefined otherwise. */
export function readToken(jwt: JWT, token: string, type: TokenType): TokenClaims | undefined {
  try {
    const claims = verified(jwt, token);
    if (claims.token_type !== type || typeof claims.user_id !== 'number') return undefined;
    // Refresh tokens issued before sessions had versions are their own session at version 0.
    if (type === 'refresh') {
      claims.sid ??= claims.jti;
      claims.ver ??= 0;
    }
    if (typeof claims.sid !== 'string' || !UUID.test(claims.sid)) return undefined;
    if (!Number.isInteger(claims.ver)) return undefined;
    return claims;
  } catch {
    return undefined;
  }
}
