import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, type NotificationRow, type UserRow } from '../../db/schema/index.js';
import { notify, type Notifier } from './notify.js';
import { TEXTS } from './texts.js';

/** A new account: every active admin is told (type user). */
export async function notifyRegistration(
  tx: Executor,
  notifier: Notifier,
  user: UserRow,
): Promise<NotificationRow[]> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  return notify(tx, notifier, {
    recipients: admins.map((a) => a.id).filter((id) => id !== user.id),
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
  result: { fileName: string; created: number; failed: number },
): Promise<NotificationRow[]> {
  return notify(tx, notifier, {
    recipients: [userId],
    event: 'import_finished',
    type: 'report',
    category: result.failed === 0 ? 'success' : result.created === 0 ? 'danger' : 'warning',
    text: (lang) => TEXTS.importFinished(lang, result),
  });
}
