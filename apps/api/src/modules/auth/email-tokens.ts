import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import type { EmailTokenPurpose } from '../../db/schema/index.js';
import { expireEmailTokens, insertEmailToken } from './tokens.repository.js';

export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  invitation: 72 * 60 * 60 * 1000,
};

export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a one-time token for a mail link, replacing the user's earlier ones of that purpose.
 * Returns the raw token; only its hash is stored.
 */
export async function issueEmailToken(
  db: Executor,
  userId: number,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await expireEmailTokens(db, userId, purpose);
  await insertEmailToken(db, {
    userId,
    purpose,
    tokenHash: hashEmailToken(token),
    expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS[purpose]),
  });
  return token;
}
