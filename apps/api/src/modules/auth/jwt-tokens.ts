import { randomUUID } from 'node:crypto';
import type { JWT } from '@fastify/jwt';
import type { UserRow } from '../../db/schema/index.js';
import { presentUser } from '../users/users.presenter.js';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;

export type TokenType = 'access' | 'refresh';

/** Claims of both tokens (DESIGN §5). */
export type TokenClaims = {
  token_type: TokenType;
  jti: string;
  user_id: number;
  email: string;
  role: string;
  full_name: string;
  exp: number;
  iat: number;
};

function claimsOf(user: UserRow, type: TokenType) {
  const presented = presentUser(user);
  return {
    token_type: type,
    jti: randomUUID(),
    user_id: user.id,
    email: presented.email,
    role: presented.role,
    full_name: presented.full_name,
  };
}

export function signToken(jwt: JWT, user: UserRow, type: TokenType) {
  const claims = claimsOf(user, type);
  const ttl = type === 'access' ? ACCESS_TTL_SECONDS : REFRESH_TTL_SECONDS;
  const token = jwt.sign(claims, { expiresIn: `${ttl}s` });
  return { token, jti: claims.jti, expiresAt: new Date(Date.now() + ttl * 1000) };
}

/** The claims of a valid, unexpired token of the given type; undefined otherwise. */
export function readToken(jwt: JWT, token: string, type: TokenType): TokenClaims | undefined {
  try {
    const claims = jwt.verify<TokenClaims>(token);
    if (claims.token_type !== type || typeof claims.user_id !== 'number') return undefined;
    return claims;
  } catch {
    return undefined;
  }
}
