import type { Executor } from '../../db/client.js';
import { forgetSignedInUsers } from '../users/index.js';
import { revokeRefreshToken, revokeUserRefreshTokens } from './tokens.repository.js';

// An ended session drops the cached signed-in users before and after the write, so that a
// request reading one meanwhile does not keep it (see findSignedInUser).

/**
 * Ends one session: its refresh token and the access tokens naming it (`sid`). False when it
 * had already ended.
 */
export async function endSession(db: Executor, jti: string): Promise<boolean> {
  forgetSignedInUsers();
  const ended = await revokeRefreshToken(db, jti);
  forgetSignedInUsers();
  return ended;
}

/** Ends every session of the user. */
export async function endUserSessions(db: Executor, userId: number): Promise<void> {
  forgetSignedInUsers();
  await revokeUserRefreshTokens(db, userId);
  forgetSignedInUsers();
}
