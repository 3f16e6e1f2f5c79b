import type {
  EmailDigest,
  NotificationEvent,
  TAnnouncement,
  TMarkRead,
  TNotification,
  TNotificationChange,
  TNotificationListQuery,
  TNotificationPreference,
  TNotificationPreferencePatch,
  TNotificationPreferencesBulk,
  TNotificationSettings,
} from '@mutabaa/shared';
import type { Db } from '../../db/client.js';
import type { NotificationPreferenceRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { writeAuditLog } from '../audit-logs/index.js';
import { findUserById, listActiveUserIds, updateUser } from '../users/index.js';
import {
  countNotifications,
  deleteNotifications,
  ensurePreferences,
  findNotification,
  listNotifications,
  markRead,
  unreadCount,
  updatePreference,
  type NotificationFilters,
} from './notifications.repository.js';
import { notify, type Notifier } from './notify.js';
import { presentNotification } from './notifications.presenter.js';
import { announceUnread } from './stream.repository.js';

const notFound = () => new AppError(404, 'not_found');

function presentPreference(row: NotificationPreferenceRow): TNotificationPreference {
  return {
    id: row.id,
    event: row.event as NotificationEvent,
    in_app: row.inApp,
    email: row.email,
  };
}

/** Spec §7 notifications: each signed-in user reaches only their own. */
export class NotificationsService {
  constructor(private readonly deps: { db: Db; notifier: Notifier }) {}

  async list(
    query: TNotificationListQuery,
    userId: number,
  ): Promise<{ count: number; results: TNotification[] }> {
    const db = this.deps.db;
    const filters: NotificationFilters = {
      type: query.type,
      isRead: query.is_read,
      after: query.created_at_after ? new Date(query.created_at_after) : undefined,
      before: query.created_at_before ? new Date(query.created_at_before) : undefined,
    };
    const rows = await listNotifications(db, userId, filters, {
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
    const count = await countNotifications(db, userId, filters);
    return { count, results: rows.map(presentNotification) };
  }

  async get(id: number, userId: number): Promise<TNotification> {
    const row = await findNotification(this.deps.db, userId, id);
    if (!row) throw notFound();
    return presentNotification(row);
  }

  async remove(id: number, userId: number): Promise<void> {
    if ((await deleteNotifications(this.deps.db, userId, id)) === 0) throw notFound();
    await announceUnread(this.deps.db, userId);
  }

  async clearAll(userId: number): Promise<TNotificationChange> {
    const updated = await deleteNotifications(this.deps.db, userId);
    if (updated) await announceUnread(this.deps.db, userId);
    return { updated, unread_count: 0 };
  }

  /** Marks the given notifications of the caller read; ids of others' change nothing. */
  async markRead(input: TMarkRead, userId: number): Promise<TNotificationChange> {
    const ids = input.notification_ids;
    const updated = await markRead(this.deps.db, userId, ids ? [...new Set(ids)] : undefined);
    // Other open tabs of the caller show the new count (the stream's `unread` event).
    if (updated) await announceUnread(this.deps.db, userId);
    return { updated, unread_count: await unreadCount(this.deps.db, userId) };
  }

  async unreadCount(userId: number): Promise<number> {
    return unreadCount(this.deps.db, userId);
  }

  async preferences(userId: number): Promise<TNotificationPreference[]> {
    return (await ensurePreferences(this.deps.db, userId)).map(presentPreference);
  }

  async updatePreference(
    id: number,
    patch: TNotificationPreferencePatch,
    userId: number,
  ): Promise<TNotificationPreference> {
    const row = await updatePreference(this.deps.db, userId, id, {
      inApp: patch.in_app,
      email: patch.email,
    });
    if (!row) throw notFound();
    return presentPreference(row);
  }

  /** All or nothing: one id that is not the caller's (404) leaves every preference as it was. */
  async bulkUpdate(
    input: TNotificationPreferencesBulk,
    userId: number,
  ): Promise<TNotificationPreference[]> {
    return this.deps.db.transaction(async (tx) => {
      const results: TNotificationPreference[] = [];
      for (const item of input.preferences) {
        const row = await updatePreference(tx, userId, item.id, {
          inApp: item.in_app,
          email: item.email,
        });
        if (!row) throw notFound();
        results.push(presentPreference(row));
      }
      return results;
    });
  }

  async settings(userId: number): Promise<TNotificationSettings> {
    const user = await findUserById(this.deps.db, userId);
    return { email_digest: (user?.notificationDigest ?? 'immediately') as EmailDigest };
  }

  async updateSettings(
    input: TNotificationSettings,
    userId: number,
  ): Promise<TNotificationSettings> {
    const row = await updateUser(this.deps.db, userId, { notificationDigest: input.email_digest });
    return { email_digest: (row?.notificationDigest ?? input.email_digest) as EmailDigest };
  }

  /**
   * One system notification to every active user of `role` (or of every role), each in their
   * language: the text written in it, else the other one. Returns how many were addressed.
   */
  async announce(input: TAnnouncement, actor: Actor): Promise<number> {
    return this.deps.db.transaction(async (tx) => {
      const recipients = await listActiveUserIds(tx, input.role === 'all' ? undefined : input.role);
      await writeAuditLog(tx, {
        actorId: actor.user.id,
        action: 'notification.announced',
        entityType: 'notification',
        entityId: null,
        changes: { ...input, recipients: recipients.length },
        ip: actor.ip,
      });
      await notify(tx, this.deps.notifier, {
        recipients,
        event: 'announcement',
        type: 'system',
        category: 'info',
        text: (lang) =>
          lang === 'ar'
            ? {
                title: input.title_ar || input.title_en,
                message: input.message_ar || input.message_en,
              }
            : {
                title: input.title_en || input.title_ar,
                message: input.message_en || input.message_ar,
              },
      });
      return recipients.length;
    });
  }
}
