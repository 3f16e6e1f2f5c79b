import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { MailQueue } from '../../jobs/mail/mail.queue.js';
import { mailLink } from './mail-links.js';
import { endUserSessions } from './sessions.js';

/** What User Management asks of accounts: mails with one-time links, and ending sessions. */
export type AccountActions = {
  /** Mails an invitation (72 hours) in the user's language; earlier links stop working. */
  invite(tx: Executor, user: UserRow): Promise<void>;
  /** Mails a password reset link, as "forgot password" does. */
  sendPasswordReset(tx: Executor, user: UserRow): Promise<void>;
  /** Revokes every refresh token of the user at once. */
  endSessions(tx: Executor, userId: number): Promise<void>;
};

export function accountActions(deps: { mail: MailQueue; config: Config }): AccountActions {
  return {
    invite: (tx, user) => mailLink(deps, tx, user, 'invitation'),
    sendPasswordReset: (tx, user) => mailLink(deps, tx, user, 'reset_password'),
    endSessions: endUserSessions,
  };
}
