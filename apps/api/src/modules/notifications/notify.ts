import {
  formatDayTime,
  type DateStyle,
  type EmailDigest,
  type EmailTemplateKey,
  type Language,
  type NotificationCategory,
  type NotificationEvent,
  type NotificationType,
} from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { NewNotificationRow, NotificationRow } from '../../db/schema/index.js';
import type { MailQueue } from '../../jobs/mail/mail.queue.js';
import type { WebhookEvents } from '../../lib/webhook-events.js';
import { dateStyleWith, organisationDates } from '../settings/index.js';
import { findNotificationRecipients, type NotificationRecipient } from '../users/index.js';
import {
  insertDigestItems,
  insertNotifications,
  transactionTime,
  type NewDigestItem,
} from './notifications.repository.js';
import type { NotificationText } from './texts.js';

/**
 * What creating notifications needs besides the caller's transaction; `webhooks` tells the
 * same changes to the webhooks (none when absent).
 */
export type Notifier = { mail: MailQueue; publicUrl: string; webhooks?: WebhookEvents };

export type NotifyInput = {
  recipients: readonly (number | null | undefined)[];
  event: NotificationEvent;
  type: NotificationType;
  category: NotificationCategory;
  /**
   * The title and message in one language, dates in one reader's style; called once per
   * language and style used.
   */
  text: (lang: Language, style: DateStyle) => NotificationText;
  applicationId?: number | null;
  /** The page the e-mail copy opens (a path of the app), when not the application's. */
  link?: string;
  /** Once per recipient and key: a second call with the same key adds nothing for them. */
  dedupeKey?: string;
  /**
   * The e-mail copy's template (else the event's) and the variables it adds, given the
   * recipient's date style when they hold dates.
   */
  mail?: {
    key?: EmailTemplateKey;
    values?: Record<string, unknown> | ((style: DateStyle) => Record<string, unknown>);
  };
};

/** The template of each event's e-mail copy. */
const EVENT_TEMPLATE: Record<NotificationEvent, EmailTemplateKey> = {
  assignment: 'notification_assignment',
  status_change: 'notification_status_change',
  comment: 'notification_comment',
  registration: 'notification_registration',
  import_finished: 'import_finished',
  due_reminder: 'due_soon_reminder',
  announcement: 'notification_announcement',
  sla_warning: 'sla_warning',
  sla_breach: 'sla_breach',
  webhook_disabled: 'webhook_disabled',
};

export const languageOf = (value: string): Language => (value === 'en' ? 'en' : 'ar');

/** Where a notification leads: its application, else the notification centre. */
export function notificationLink(publicUrl: string, applicationId: number | null): string {
  return applicationId
    ? `${publicUrl}/transactions/${applicationId}`
    : `${publicUrl}/notifications`;
}

/**
 * Notifies `recipients` inside the caller's transaction `tx`, so the notifications (and the
 * e-mail copies queued with them) exist exactly when the change that causes them commits.
 * Inactive users get nothing. Per the recipient's preference for the event (no row: in-app
 * and e-mail on): in-app on inserts the notification in their language; e-mail on queues a
 * copy at once (`immediately`), or flags the notification for their `daily`/`weekly` digest.
 * When in-app is off, a digest item stands in for the notification in that digest. An e-mail
 * copy says when the event happened (`date`: the transaction's time, as the notification's
 * `createdAt`) in its recipient's calendar, digits and language. Returns the inserted
 * notifications.
 */
export async function notify(
  tx: Executor,
  notifier: Notifier,
  input: NotifyInput,
): Promise<NotificationRow[]> {
  const ids = [...new Set(input.recipients.filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return [];
  const people = await findNotificationRecipients(tx, ids, input.event);

  const dates = await organisationDates(tx);
  const styleOf = (person: NotificationRecipient) =>
    dateStyleWith({ ...person, language: languageOf(person.language) }, dates);
  const texts = new Map<string, NotificationText>();
  const textIn = (style: DateStyle) => {
    const key = `${style.language}:${style.calendar}:${style.digits}`;
    let text = texts.get(key);
    if (!text) {
      text = input.text(style.language, style);
      texts.set(key, text);
    }
    return text;
  };
  const applicationId = input.applicationId ?? null;
  const link = input.link
    ? `${notifier.publicUrl}${input.link}`
    : notificationLink(notifier.publicUrl, applicationId);
  const mailNow: { to: string; name: string; style: DateStyle }[] = [];
  const values: NewNotificationRow[] = [];
  const digestItems: NewDigestItem[] = [];
  for (const person of people) {
    const style = styleOf(person);
    const digest = person.digest as EmailDigest;
    const byEmail = (person.byEmail ?? true) && digest !== 'never';
    if (person.inApp ?? true) {
      const text = textIn(style);
      values.push({
        userId: person.id,
        type: input.type,
        category: input.category,
        event: input.event,
        title: text.title.slice(0, 300),
        message: text.message,
        applicationId,
        digestPending: byEmail && digest !== 'immediately',
        dedupeKey: input.dedupeKey ?? null,
      });
    } else if (byEmail && digest === 'immediately') {
      mailNow.push({ to: person.email, name: person.name, style });
    } else if (byEmail) {
      const text = textIn(style);
      digestItems.push({
        userId: person.id,
        title: text.title.slice(0, 300),
        message: text.message,
        applicationId,
      });
    }
  }
  await insertDigestItems(tx, digestItems);

  const inserted = await insertNotifications(tx, values);
  const byId = new Map(people.map((p) => [p.id, p]));
  for (const row of inserted) {
    const person = byId.get(row.userId)!;
    const wantsMail = (person.byEmail ?? true) && person.digest === 'immediately';
    if (wantsMail) {
      mailNow.push({ to: person.email, name: person.name, style: styleOf(person) });
    }
  }
  // One moment for every recipient, written in each one's style.
  const at = mailNow.length > 0 ? await transactionTime(tx) : undefined;
  for (const recipient of mailNow) {
    const text = textIn(recipient.style);
    const values = input.mail?.values;
    await notifier.mail.enqueue(tx, {
      template: 'notification',
      key: input.mail?.key ?? EVENT_TEMPLATE[input.event],
      values: typeof values === 'function' ? values(recipient.style) : values,
      to: recipient.to,
      lang: recipient.style.language,
      name: recipient.name,
      link,
      title: text.title,
      message: text.message,
      date: formatDayTime(at!, recipient.style),
    });
  }
  return inserted;
}
