import { signedIn, adminOnly, own, type AccessRow } from './access-rules.js';

/** Notifications, their preferences, announcements and the event stream. */
export const NOTIFICATIONS_ACCESS: Record<string, AccessRow> = {
  'GET /api/notifications/notifications/': { expect: signedIn(200) },
  'GET /api/notifications/notifications/notifications/': { expect: signedIn(200) },
  'GET /api/notifications/notifications/unread_count/': { expect: signedIn(200) },
  'POST /api/notifications/notifications/mark_read/': {
    expect: signedIn(200),
    request: async (w) => ({ body: { notification_ids: [await w.newNotification()] } }),
  },
  'POST /api/notifications/notifications/mark_all_read/': { expect: signedIn(200) },
  'DELETE /api/notifications/notifications/clear_all/': { expect: signedIn(200) },
  'GET /api/notifications/notifications/preferences/': { expect: signedIn(200) },
  'POST /api/notifications/notifications/preferences/bulk_update/': {
    expect: own(200),
    request: (w) => ({ body: { preferences: [{ id: w.preferenceId, in_app: true }] } }),
  },
  'PATCH /api/notifications/notifications/preferences/{id}/': {
    expect: own(200),
    request: (w) => ({ params: { id: w.preferenceId }, body: { in_app: true } }),
  },
  'GET /api/notifications/notifications/settings/': { expect: signedIn(200) },
  'PATCH /api/notifications/notifications/settings/': {
    expect: signedIn(200),
    request: () => ({ body: { email_digest: 'immediately' } }),
  },
  'GET /api/notifications/notifications/{id}/': {
    expect: own(200),
    request: async (w) => ({ params: { id: await w.newNotification() } }),
  },
  'DELETE /api/notifications/notifications/{id}/': {
    expect: own(204),
    request: async (w) => ({ params: { id: await w.newNotification() } }),
  },
  'POST /api/notifications/announcements/': {
    expect: adminOnly(201),
    request: () => ({
      body: {
        role: 'admin',
        title_en: 'Notice',
        title_ar: 'تنبيه',
        message_en: 'Hello',
        message_ar: 'مرحبا',
      },
    }),
  },
  'GET /api/notifications/stream/': { expect: signedIn(200), stream: true },
};
