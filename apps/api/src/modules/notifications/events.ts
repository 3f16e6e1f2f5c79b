import { formatDayTime, type Language, type NotificationCategory } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type {
  ApplicationRow,
  CommentRow,
  NotificationRow,
  OptionRow,
  UserRow,
} from '../../db/schema/index.js';
import { findUsersByIds, listActiveUserIds } from '../users/index.js';
import { notify, type Notifier } from './notify.js';
import { TEXTS } from './texts.js';

/** Who causes an event: never told of it themself. */
type Author = Pick<UserRow, 'id' | 'role' | 'fullName' | 'email'>;

/** A new account: every active admin is told (type user). */
export async function notifyRegistration(
  tx: Executor,
  notifier: Notifier,
  user: UserRow,
): Promise<NotificationRow[]> {
  const admins = await listActiveUserIds(tx, 'admin');
  return notify(tx, notifier, {
    recipients: admins.filter((id) => id !== user.id),
    event: 'registration',
    type: 'user',
    category: 'info',
    text: (lang) =>
      TEXTS.registration(lang, { name: user.fullName || user.email, email: user.email }),
  });
}

/** A bulk import is done: the user who started it is told (type report). */
export async function notifyImportFinished(
  tx: Executor,
  notifier: Notifier,
  userId: number,
  result: { fileName: string; created: number; failed: number; importId?: number },
): Promise<NotificationRow[]> {
  return notify(tx, notifier, {
    ...(result.importId ? { link: `/transactions?import=${result.importId}` } : {}),
    recipients: [userId],
    event: 'import_finished',
    type: 'report',
    category: result.failed === 0 ? 'success' : result.created === 0 ? 'danger' : 'warning',
    text: (lang) => TEXTS.importFinished(lang, result),
  });
}

/** How a status change is coloured in its notification. */
export function statusCategory(status: string): NotificationCategory {
  if (status === 'completed' || status === 'approved') return 'success';
  if (status === 'cancelled') return 'danger';
  if (status === 'on_hold' || status === 'pending') return 'warning';
  return 'info';
}

/** Tells the assignee of `row` (unless they assigned it themself). */
export async function notifyAssigned(
  tx: Executor,
  notifier: Notifier,
  row: ApplicationRow,
  author: Author,
): Promise<void> {
  if (!row.assignedToId || row.assignedToId === author.id) return;
  await notify(tx, notifier, {
    recipients: [row.assignedToId],
    event: 'assignment',
    type: 'application',
    category: 'info',
    text: (lang) => TEXTS.assignment(lang, row),
    applicationId: row.id,
  });
}

/**
 * Tells `assigneeId` that `rows` (more than one) were assigned to them in one step: one
 * notification for the lot, not one per application.
 */
export async function notifyBulkAssigned(
  tx: Executor,
  notifier: Notifier,
  assigneeId: number,
  count: number,
  author: Author,
): Promise<void> {
  if (assigneeId === author.id) return;
  await notify(tx, notifier, {
    recipients: [assigneeId],
    event: 'assignment',
    type: 'application',
    category: 'info',
    text: (lang) => TEXTS.bulkAssignment(lang, count, author.fullName || author.email),
  });
}

/**
 * Tells the client and the assignee of `row` its new status, in their language; `status` is
 * the option of the status, named by its value when the list does not know it.
 */
export async function notifyStatusChange(
  tx: Executor,
  notifier: Notifier,
  row: ApplicationRow,
  status: OptionRow | undefined,
  author: Author,
): Promise<void> {
  await notify(tx, notifier, {
    recipients: [row.clientId, row.assignedToId].filter((id) => id !== author.id),
    event: 'status_change',
    type: 'application',
    category: statusCategory(row.status),
    text: (lang) =>
      TEXTS.statusChange(
        lang,
        row,
        (lang === 'ar' ? status?.labelAr : status?.labelEn) || row.status,
      ),
    applicationId: row.id,
  });
}

/**
 * Tells the other parties of `row` (client, assignee, creator) of a new comment; an internal
 * comment is never told to a client.
 */
export async function notifyComment(
  tx: Executor,
  notifier: Notifier,
  row: ApplicationRow,
  comment: CommentRow,
  author: Author,
): Promise<void> {
  const ids = [
    ...new Set([row.clientId, row.assignedToId, row.createdById].filter((id) => id !== null)),
  ].filter((id) => id !== author.id);
  const parties = await findUsersByIds(tx, ids);
  // A staff address never reaches a client: staff without a name are "a team member".
  const authorName = (lang: Language) =>
    author.fullName || (author.role === 'client' ? author.email : TEXTS.staffMember(lang));
  await notify(tx, notifier, {
    recipients: parties.filter((u) => !comment.isInternal || u.role !== 'client').map((u) => u.id),
    event: 'comment',
    type: 'application',
    category: 'info',
    text: (lang) => TEXTS.comment(lang, row, authorName(lang)),
    applicationId: row.id,
  });
}

/** An application whose service level is about to be missed, or was. */
export type SlaEventSubject = {
  applicationId: number;
  referenceNumber: string;
  title: string;
  assignedToId: number | null;
  dueAt: Date;
  warnPercent: number;
};

/**
 * Tells of a service-level warning (the assignee, category warning) or breach (the assignee and
 * every active admin, category danger), with the promised moment in each reader's calendar;
 * once per application and kind.
 */
export async function notifySlaEvent(
  tx: Executor,
  notifier: Notifier,
  kind: 'warning' | 'breach',
  subject: SlaEventSubject,
  admins: readonly number[],
): Promise<void> {
  const ref = { referenceNumber: subject.referenceNumber, title: subject.title };
  await notify(tx, notifier, {
    recipients: kind === 'breach' ? [subject.assignedToId, ...admins] : [subject.assignedToId],
    event: kind === 'breach' ? 'sla_breach' : 'sla_warning',
    type: 'application',
    category: kind === 'breach' ? 'danger' : 'warning',
    text: (lang, style) => {
      const due = formatDayTime(subject.dueAt, style);
      return kind === 'breach'
        ? TEXTS.slaBreach(lang, ref, due)
        : TEXTS.slaWarning(lang, ref, due, subject.warnPercent);
    },
    applicationId: subject.applicationId,
    dedupeKey: `sla_${kind}:${subject.applicationId}`,
  });
}
