import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import type { EmailTokenPurpose, UserRow } from '../../db/schema/index.js';
import type { MailQueue } from '../../jobs/mail/mail.queue.js';
import { issueEmailToken } from './email-tokens.js';

/** The web app's page each mailed link opens. */
const PATHS: Record<EmailTokenPurpose, string> = {
  verify_email: 'verify-email',
  reset_password: 'reset-password',
  invitation: 'accept-invitation',
};

/**
 * Issues a one-time token for `purpose` (earlier links of that purpose stop working) and
 * queues its mail in the user's language, sent only if `tx` commits.
 */
export async function mailLink(
  deps: { mail: MailQueue; config: Config },
  tx: Executor,
  user: UserRow,
  purpose: EmailTokenPurpose,
): Promise<void> {
  const token = await issueEmailToken(tx, user.id, purpose);
  await deps.mail.enqueue(tx, {
    template: purpose,
    to: user.email,
    lang: user.languagePreference === 'en' ? 'en' : 'ar',
    name: user.fullName || user.firstName,
    link: `${deps.config.publicUrl}/${PATHS[purpose]}/${token}`,
  });
}
