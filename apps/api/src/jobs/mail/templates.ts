import type { EmailTemplateKey, Language } from '@mutabaa/shared';

/** The account mails, as their callers describe them. */
export type AccountMailKey = 'verify_email' | 'reset_password' | 'account_exists' | 'invitation';

/** An account mail (verification, reset, invitation): a one-time link to the recipient. */
export type AccountMailJob = {
  template: AccountMailKey;
  to: string;
  lang: Language;
  name: string;
  link: string;
  /** The second action's link, for a template with one (account_exists: reset the password). */
  secondLink?: string;
};

/** The e-mail copy of one notification: its own title and message, already in `lang`. */
export type NotificationMailJob = {
  template: 'notification';
  /** The template of the notification's event. */
  key?: EmailTemplateKey;
  to: string;
  lang: Language;
  name: string;
  link: string;
  title: string;
  message: string;
  /** When the event happened, in the recipient's calendar, digits and language. */
  date?: string;
  /** More variables the event's template offers (e.g. a reminder's due date). */
  values?: Record<string, unknown>;
};

/**
 * A daily or weekly digest: the notifications waiting for it, oldest first, each with when it
 * happened in the recipient's calendar, digits and language.
 */
export type DigestMailJob = {
  template: 'notification_digest';
  to: string;
  lang: Language;
  name: string;
  link: string;
  digest: 'daily' | 'weekly';
  items: { date?: string; title: string; message: string; link: string }[];
};

export type MailJob = AccountMailJob | NotificationMailJob | DigestMailJob;

/**
 * A mail as queued: which stored template, in which version (fixed when queued, so a retry
 * sends the same text), in the recipient's language, with the values of its variables.
 */
export type TemplateMailJob = {
  key: EmailTemplateKey;
  version?: number;
  to: string;
  lang: Language;
  values: Record<string, unknown>;
  /** Files of the file store sent with the mail (a receipt's PDF), read when it is sent. */
  attachments?: MailAttachment[];
};

export type MailAttachment = { fileKey: string; fileName: string; contentType: string };

/** A mail as its caller describes it, as the stored template and values that send it. */
export function templateJobOf(job: MailJob | TemplateMailJob): TemplateMailJob {
  if ('values' in job && 'key' in job && !('template' in job)) return job;
  const name = job.name.trim() || job.to;
  const base = { to: job.to, lang: job.lang };
  switch (job.template) {
    case 'notification':
      return {
        ...base,
        key: job.key ?? 'notification_announcement',
        values: {
          name,
          title: job.title,
          message: job.message,
          link: job.link,
          date: job.date,
          ...job.values,
        },
      };
    case 'notification_digest':
      return {
        ...base,
        key: job.digest === 'weekly' ? 'digest_weekly' : 'digest_daily',
        values: { name, count: job.items.length, link: job.link, items: job.items },
      };
    default:
      return {
        ...base,
        key: job.template,
        values: {
          name,
          email: job.to,
          link: job.link,
          ...(job.secondLink ? { reset_link: job.secondLink } : {}),
        },
      };
  }
}
