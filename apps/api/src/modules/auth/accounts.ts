import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { MailQueue } from '../../jobs/mail/mail.queue.js';
import { forgetSignedInUsers } from '../users/index.js';
import { issueEmailToken } from './email-tokens.js';
import { revokeUserRefreshTokens } from './tokens.repository.js';

/** What User Management asks of accounts: mails with one-time links, and ending sessions. */
export type AccountActions = {
  /** Mails an invitation (72 hours) in the user's language; earlier links stop working. */
  invite(tx: Executor, user: UserRow): Promise<void>;
  /** Mails a password reset link, as "forgot password" does. */
  sendPasswordReset(tx: Executor, user: UserRow): Promise<void>;
  /** Revokes every refresh token of the user at once. */
  endSessions(tx: Executor, userId: number): Promise<void>;
};

const PATHS = { invitation: 'accept-invitation', reset_password: 'reset-password' } as const;

export function accountActions(deps: { mail: MailQueue; config: Config }): AccountActions {
  async function mailLink(tx: Executor, user: UserRow, purpose: keyof typeof PATHS) {
    const token = await issueEmailToken(tx, user.id, purpose);
    await deps.mail.enqueue(tx, {
      template: purpose,
      to: user.email,
      lang: user.languagePreference === 'en' ? 'en' : 'ar',
      name: user.fullName || user.firstName,
      link: `${deps.config.publicUrl}/${PATHS[purpose]}/${token}`,
    });
  }
  return {
    invite: (tx, user) => mailLink(tx, user, 'invitation'),
    sendPasswordReset: (tx, user) => mailLink(tx, user, 'reset_password'),
    async endSessions(tx, userId) {
      forgetSignedInUsers();
      await revokeUserRefreshTokens(tx, userId);
      forgetSignedInUsers();
    },
  };
}
