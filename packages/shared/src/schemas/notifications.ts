import { z } from 'zod';
import { hasRole, ROLES, type Role } from '../enums.js';
import {
  isoInstant,
  multiLineText,
  queryBoolean,
  singleLineText,
  ZId,
  ZPage,
  ZPageSize,
} from '../input.js';
import { ZPaginated } from './common.js';

/** Spec §3: what a notification is about. The header shows any other value as "other". */
export const NOTIFICATION_TYPES = [
  'application',
  'transaction',
  'system',
  'user',
  'report',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Spec §3: how it is coloured; anything else is shown as info. */
export const NOTIFICATION_CATEGORIES = ['info', 'success', 'warning', 'danger'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/**
 * The events that notify, each with a preference per user (in-app and e-mail). Spec §3 leaves
 * the preference's fields open; these are the events.
 */
export const NOTIFICATION_EVENTS = [
  'assignment',
  'status_change',
  'comment',
  'registration',
  'import_finished',
  'due_reminder',
  'announcement',
  'sla_warning',
  'sla_breach',
  'webhook_disabled',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/**
 * The least role that can receive each event: only staff are assigned applications, reminded
 * of due dates and run imports; only admins hear of registrations.
 */
export const NOTIFICATION_EVENT_MIN_ROLE: Record<NotificationEvent, Role> = {
  assignment: 'editor',
  status_change: 'client',
  comment: 'client',
  registration: 'admin',
  import_finished: 'editor',
  due_reminder: 'editor',
  announcement: 'client',
  sla_warning: 'editor',
  sla_breach: 'editor',
  webhook_disabled: 'admin',
};

/** The events a user of `role` can receive, in the shared order. */
export const notificationEventsFor = (role: unknown): NotificationEvent[] =>
  NOTIFICATION_EVENTS.filter((event) => hasRole(role, NOTIFICATION_EVENT_MIN_ROLE[event]));

/** How e-mail copies are sent (`email_digest`, default immediately). */
export const EMAIL_DIGESTS = ['immediately', 'daily', 'weekly', 'never'] as const;
export type EmailDigest = (typeof EMAIL_DIGESTS)[number];

/** Longest announcement an admin may send. */
export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 200;
export const ANNOUNCEMENT_MESSAGE_MAX_LENGTH = 2000;

/** A notification as every client reads it (with what it is about and where it leads). */
export const ZNotification = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  category: z.string(),
  event: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  /** The application it is about, if any (the bell links to it). */
  application_id: z.number().int().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = ZPaginated(ZNotification);
export type TNotificationList = z.infer<typeof ZNotificationList>;

/** GET /notifications/notifications/: newest first. */
export const ZNotificationListQuery = z.object({
  page: ZPage,
  page_size: ZPageSize,
  type: z.enum(NOTIFICATION_TYPES, { error: 'invalid_choice' }).optional(),
  is_read: queryBoolean().optional(),
  /** An ISO date (`2026-11-21`, start of that day in UTC) or date and time. */
  created_at_after: isoInstant().optional(),
  created_at_before: isoInstant().optional(),
});
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuery>;

/** POST mark_read/: the given notifications, or all of the caller's when none are given. */
export const ZMarkRead = z.object({
  notification_ids: z.array(ZId).max(1000).optional(),
});
export type TMarkRead = z.infer<typeof ZMarkRead>;

/** What mark_read/, mark_all_read/ and clear_all/ answer. */
export const ZNotificationChange = z.object({
  updated: z.number().int().min(0),
  unread_count: z.number().int().min(0),
});
export type TNotificationChange = z.infer<typeof ZNotificationChange>;

/** GET unread_count/. */
export const ZUnreadCount = z.object({ count: z.number().int().min(0) });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

/** One event's delivery for the caller. */
export const ZNotificationPreference = z.object({
  id: z.number().int(),
  event: z.enum(NOTIFICATION_EVENTS),
  in_app: z.boolean(),
  email: z.boolean(),
});
export type TNotificationPreference = z.infer<typeof ZNotificationPreference>;

export const ZNotificationPreferenceList = z.array(ZNotificationPreference);

/** PATCH preferences/{id}/. */
export const ZNotificationPreferencePatch = z
  .object({ in_app: z.boolean().optional(), email: z.boolean().optional() })
  .strict();
export type TNotificationPreferencePatch = z.infer<typeof ZNotificationPreferencePatch>;

/** POST preferences/bulk_update/ (`{preferences}` in and out). */
export const ZNotificationPreferencesBulk = z.object({
  preferences: z
    .array(
      z.object({
        id: ZId,
        in_app: z.boolean().optional(),
        email: z.boolean().optional(),
      }),
    )
    .max(100),
});
export type TNotificationPreferencesBulk = z.infer<typeof ZNotificationPreferencesBulk>;

export const ZNotificationPreferencesBulkResult = z.object({
  preferences: ZNotificationPreferenceList,
});

/** GET/PATCH settings/: the caller's e-mail digest (sound and desktop stay in the browser). */
export const ZNotificationSettings = z.object({
  email_digest: z.enum(EMAIL_DIGESTS, { error: 'invalid_choice' }),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/**
 * POST announcements/ (admin): a message to every active user of a role, or of every role.
 * Written in either language or both; each recipient reads their own, else the other.
 */
export const ZAnnouncement = z
  .object({
    role: z.enum([...ROLES, 'all'], { error: 'invalid_choice' }),
    title_ar: singleLineText(ANNOUNCEMENT_TITLE_MAX_LENGTH).default(''),
    title_en: singleLineText(ANNOUNCEMENT_TITLE_MAX_LENGTH).default(''),
    message_ar: multiLineText(ANNOUNCEMENT_MESSAGE_MAX_LENGTH).default(''),
    message_en: multiLineText(ANNOUNCEMENT_MESSAGE_MAX_LENGTH).default(''),
  })
  .refine((a) => a.title_ar || a.title_en, { error: 'required', path: ['title_ar'] });
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZAnnouncementResult = z.object({ recipients: z.number().int().min(0) });

/**
 * What GET /notifications/stream/ sends (server-sent events): `notification` with a new one
 * and the unread count, `unread` when the count changed otherwise (read or deleted in
 * another tab). Each `notification` event's id is the notification's id, so a reconnecting
 * reader (Last-Event-ID) receives what it missed.
 */
export const ZStreamNotification = z.object({
  notification: ZNotification,
  unread_count: z.number().int().min(0),
});
export type TStreamNotification = z.infer<typeof ZStreamNotification>;
export const ZStreamUnread = z.object({ unread_count: z.number().int().min(0) });
export type TStreamUnread = z.infer<typeof ZStreamUnread>;
