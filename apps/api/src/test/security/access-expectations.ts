import type { Session } from '../factories.js';
import { TEST_PASSWORD } from '../factories.js';
import { TINY_PNG } from '../multipart.js';
import { ROLE_OF, type ActorName, type OptionList, type World } from './world.js';

/** One status, or any of several. */
export type Expected = number | readonly number[];

/** What one request sends besides its method and path. */
export type RequestParts = {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart upload with one file part. */
  file?: { field: string; fileName: string; contentType: string; data: Buffer };
  /** Credentials in place of the actor's own (a fresh session of the same role). */
  session?: Session;
};

export type AccessRow = {
  expect: Record<ActorName, Expected>;
  /**
   * The request for `actor`, called once per actor and request: a write gets its own fresh
   * fixture here, so that it cannot spoil the next actor's request.
   */
  request?: (w: World, actor: ActorName) => RequestParts | Promise<RequestParts>;
  /** The multipart field an upload route reads (the fuzz test sends malformed multipart there). */
  upload?: string;
  /** Server-sent events: the answer never ends, so it is read over a real connection. */
  stream?: true;
};

const everyone = (status: Expected) => ({
  anonymous: status,
  clientA: status,
  clientB: status,
  editor: status,
  otherEditor: status,
  admin: status,
});
const signedIn = (status: Expected) => ({ ...everyone(status), anonymous: 401 });
/** Editors and admins. */
const staff = (status: Expected) => ({
  ...signedIn(403),
  editor: status,
  otherEditor: status,
  admin: status,
});
const adminOnly = (status: Expected) => ({ ...signedIn(403), admin: status });
/** Client A's application: its client, its assigned editor and admins; 404 for the others. */
const scoped = (status: Expected) => ({
  ...signedIn(404),
  clientA: status,
  editor: status,
  admin: status,
});
/** Editor's own imports: 404 for other staff, admins too; clients are refused first. */
const editorsOwn = (status: Expected) => ({
  ...signedIn(403),
  editor: status,
  otherEditor: 404,
  admin: 404,
});
const editorsImport = async (w: World) => ({ params: { id: await w.newImport() } });
const csvFile = (field: string) => ({
  field,
  fileName: 'fixture.csv',
  contentType: 'text/csv',
  data: Buffer.from('Title,Priority\r\nImported,normal\r\n'),
});
/** Client A's own rows (notifications, preferences): 404 for everyone else, admins too. */
const own = (status: Expected) => ({ ...signedIn(404), clientA: status });

const freshSession = async (w: World, actor: ActorName) =>
  actor === 'anonymous' ? undefined : w.freshSession(ROLE_OF[actor]);
let sequence = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence += 1)}`;
const png = (field: string) => ({
  field,
  fileName: 'fixture.png',
  contentType: 'image/png',
  data: TINY_PNG,
});

function optionRows(list: OptionList): Record<string, AccessRow> {
  const base = `/api/transactions/form-config/${list}/`;
  return {
    [`GET ${base}`]: { expect: signedIn(200) },
    [`POST ${base}`]: {
      expect: adminOnly(201),
      request: () => ({
        body: { value: unique('v'), label_en: 'New', label_ar: 'جديد', badge_color: '#336699' },
      }),
    },
    [`GET ${base}active/`]: { expect: signedIn(200) },
    [`POST ${base}reorder/`]: {
      expect: adminOnly(200),
      request: (w) => ({ body: { ids: [w.optionIds[list]] } }),
    },
    [`PATCH ${base}{id}/`]: {
      expect: adminOnly(200),
      // A fresh option: the fuzz test may deactivate it, which the fixtures must survive.
      request: async (w) => ({
        params: { id: await w.newOption(list) },
        body: { label_en: 'Renamed' },
      }),
    },
    [`DELETE ${base}{id}/`]: {
      expect: adminOnly(204),
      request: async (w) => ({ params: { id: await w.newOption(list) } }),
    },
  };
}

const application = (w: World) => ({ params: { id: w.application.id } });
const draftOfA = async (w: World) => ({ params: { id: (await w.newApplication('draft')).id } });

/**
 * Who may call what: one row per route and method of the OpenAPI document, each actor's
 * expected status. `access-matrix.test.ts` fails for a route without a row and for a row
 * without a route, so every new route gets its rule written down here.
 */
export const ACCESS: Record<string, AccessRow> = {
  'GET /api/health/': { expect: everyone(200) },
  'GET /api/health/ready/': { expect: everyone(200) },

  'POST /api/login/': {
    expect: everyone(200),
    request: (w) => ({ body: { email: w.sessions.clientB.user.email, password: TEST_PASSWORD } }),
  },
  'POST /api/logout/': {
    expect: everyone(200),
    request: async (w, actor) => {
      const session = await freshSession(w, actor);
      return { session, body: session ? { refresh: session.refresh } : {} };
    },
  },
  'POST /api/register/': {
    expect: everyone(201),
    request: () => ({
      body: {
        email: `${unique('new')}@example.test`,
        password: 'Fresh#Passw0rd',
        confirm_password: 'Fresh#Passw0rd',
        first_name: 'New',
        last_name: 'Client',
      },
    }),
  },
  'POST /api/verify-email/': {
    expect: everyone(400),
    request: () => ({ body: { token: 'unknown-token' } }),
  },
  'POST /api/resend-verification/': {
    expect: everyone(200),
    request: () => ({ body: { email: 'nobody@example.test' } }),
  },
  'POST /api/reset-password/': {
    expect: everyone(200),
    request: () => ({ body: { email: 'nobody@example.test' } }),
  },
  'POST /api/reset-password/confirm/': {
    expect: everyone(400),
    request: () => ({
      body: {
        token: 'unknown-token',
        new_password: 'N3w#Passw0rd!',
        confirm_password: 'N3w#Passw0rd!',
      },
    }),
  },
  'POST /api/change-password/': {
    expect: signedIn(200),
    request: async (w, actor) => ({
      session: await freshSession(w, actor),
      body: { old_password: TEST_PASSWORD, new_password: 'An0ther#Secret' },
    }),
  },
  'POST /api/token/refresh/': {
    expect: everyone(200),
    request: async (w) => ({ body: { refresh: (await w.freshSession('client')).refresh } }),
  },

  'GET /api/profile/': { expect: signedIn(200) },
  'PATCH /api/profile/': {
    expect: signedIn(200),
    request: () => ({ body: { company_name: 'Fixture Co' } }),
  },
  'GET /api/users/': { expect: adminOnly(200) },
  'GET /api/users/{id}/': {
    expect: adminOnly(200),
    request: (w) => ({ params: { id: w.sessions.clientA.user.id } }),
  },
  'POST /api/users/': {
    expect: adminOnly(201),
    request: () => ({
      body: {
        email: `${unique('created')}@example.test`,
        first_name: 'Created',
        last_name: 'User',
        role: 'client',
        password: 'Fresh#Passw0rd',
      },
    }),
  },
  'PATCH /api/users/{id}/': {
    expect: adminOnly(200),
    request: async (w) => ({
      params: { id: (await w.freshSession('client')).user.id },
      body: { company_name: 'Changed Co' },
    }),
  },
  'DELETE /api/users/{id}/': {
    expect: adminOnly(200),
    request: async (w) => ({ params: { id: (await w.freshSession('client')).user.id } }),
  },
  'POST /api/users/{id}/resend-invitation/': {
    expect: adminOnly(200),
    request: async (w) => ({ params: { id: await w.newInvitee() } }),
  },
  'POST /api/users/{id}/send-password-reset/': {
    expect: adminOnly(200),
    request: async (w) => ({ params: { id: (await w.freshSession('client')).user.id } }),
  },
  'POST /api/users/bulk_update/': {
    expect: adminOnly(200),
    request: async (w) => ({
      body: { user_ids: [(await w.freshSession('client')).user.id], is_active: false },
    }),
  },
  'POST /api/accept-invitation/': {
    expect: everyone(400),
    request: () => ({
      body: {
        token: 'unknown-token',
        new_password: 'N3w#Passw0rd!',
        confirm_password: 'N3w#Passw0rd!',
      },
    }),
  },
  'GET /api/assignments/': { expect: adminOnly(200) },
  'POST /api/assignments/': {
    expect: adminOnly(200),
    request: async (w) => ({
      body: {
        transaction_ids: [(await w.newApplication('submitted')).id],
        assigned_to: w.sessions.otherEditor.user.id,
        reason: 'Access check',
      },
    }),
  },
  'GET /api/assignments/workload/': { expect: staff(200) },
  'GET /api/assignments/rules/': { expect: adminOnly(200) },
  'PUT /api/assignments/rules/': {
    expect: adminOnly(200),
    request: (w) => ({ body: { rules: [{ transaction_type: w.transactionType, mode: 'off' }] } }),
  },
  'GET /api/email-templates/': { expect: adminOnly(200) },
  'GET /api/email-templates/{id}/': {
    expect: adminOnly(200),
    request: (w) => ({ params: { id: w.emailTemplateId } }),
  },
  'PATCH /api/email-templates/{id}/': {
    expect: adminOnly(200),
    request: (w) => ({
      params: { id: w.emailTemplateId },
      body: { subject_en: 'Confirm your address, {{ name }}' },
    }),
  },
  'POST /api/email-templates/{id}/preview/': {
    expect: adminOnly(200),
    request: (w) => ({ params: { id: w.emailTemplateId }, body: { language: 'ar' } }),
  },
  'POST /api/email-templates/{id}/test/': {
    expect: adminOnly(200),
    request: (w) => ({ params: { id: w.emailTemplateId }, body: { language: 'en' } }),
  },
  'GET /api/email-templates/{id}/versions/': {
    expect: adminOnly(200),
    request: (w) => ({ params: { id: w.emailTemplateId } }),
  },
  'POST /api/email-templates/{id}/restore/': {
    expect: adminOnly(200),
    request: (w) => ({ params: { id: w.emailTemplateId }, body: { version: 1 } }),
  },
  'POST /api/email-templates/{id}/reset/': {
    expect: adminOnly(200),
    request: (w) => ({ params: { id: w.emailTemplateId } }),
  },
  'GET /api/audit-logs/': { expect: adminOnly(200) },
  'GET /api/audit-logs/export/': { expect: adminOnly(200) },
  'GET /api/audit-logs/verify/': { expect: adminOnly(200) },
  'GET /api/users/clients/': { expect: staff(200) },
  'GET /api/users/editors/': { expect: staff(200) },

  'GET /api/system/branding/': { expect: everyone(200) },
  'GET /api/system/logo/{name}': {
    expect: everyone(200),
    request: (w) => ({ params: { name: w.logoName } }),
  },
  'POST /api/system/upload-logo/': {
    expect: adminOnly(200),
    upload: 'logo',
    request: () => ({ file: png('logo') }),
  },
  'GET /api/system/settings/': { expect: adminOnly(200) },
  'POST /api/system/settings/bulk_update/': {
    expect: adminOnly(200),
    request: () => ({ body: { settings: { BRAND_PRIMARY_COLOR: '#123456' } } }),
  },
  'POST /api/system/settings/reset_to_defaults/': {
    expect: adminOnly(200),
    request: () => ({ body: { setting_keys: ['BRAND_PRIMARY_COLOR'] } }),
  },

  'GET /api/transactions/form-config/fields/': { expect: signedIn(200) },
  'PATCH /api/transactions/form-config/fields/{id}/': {
    expect: adminOnly(200),
    request: (w) => ({ params: { id: w.fieldId }, body: { is_enabled: true } }),
  },
  ...optionRows('application-types'),
  ...optionRows('priorities'),
  ...optionRows('statuses'),
  'GET /api/transactions/form-config/status-transitions/': { expect: signedIn(200) },
  'POST /api/transactions/form-config/status-transitions/': {
    expect: adminOnly(201),
    request: () => ({ body: { from_status: 'approved', to_status: 'draft', min_role: 'admin' } }),
  },
  'PATCH /api/transactions/form-config/status-transitions/{id}/': {
    expect: adminOnly(200),
    request: async (w) => ({
      params: { id: await w.newTransition() },
      body: { min_role: 'editor' },
    }),
  },
  'DELETE /api/transactions/form-config/status-transitions/{id}/': {
    expect: adminOnly(204),
    request: async (w) => ({ params: { id: await w.newTransition() } }),
  },

  'GET /api/transactions/': { expect: signedIn(200) },
  'POST /api/transactions/': {
    expect: signedIn(201),
    request: (w) => ({
      body: {
        title: 'New application',
        transaction_type: w.transactionType,
        priority: 'normal',
        client: w.sessions.clientA.user.id,
      },
    }),
  },
  'GET /api/transactions/drafts/': { expect: signedIn(200) },
  'GET /api/transactions/{id}/': { expect: scoped(200), request: application },
  'PATCH /api/transactions/{id}/': {
    expect: scoped(200),
    request: async (w) => ({ ...(await draftOfA(w)), body: { title: 'Changed title' } }),
  },
  'DELETE /api/transactions/{id}/': { expect: scoped(204), request: draftOfA },
  'POST /api/transactions/{id}/transition/': {
    expect: scoped(200),
    request: async (w) => ({
      params: { id: (await w.newApplication('submitted')).id },
      body: { status: 'cancelled' },
    }),
  },
  'POST /api/transactions/{id}/duplicate/': { expect: scoped(201), request: application },
  'GET /api/transactions/{id}/history/': { expect: scoped(200), request: application },
  'GET /api/transactions/{id}/comments/': { expect: scoped(200), request: application },
  'POST /api/transactions/{id}/comments/': {
    expect: scoped(201),
    request: (w) => ({ ...application(w), body: { text: 'A comment' } }),
  },
  'GET /api/transactions/{id}/attachments/': { expect: scoped(200), request: application },
  'POST /api/transactions/{id}/attachments/': {
    expect: scoped(201),
    upload: 'file',
    request: (w) => ({ ...application(w), file: png('file') }),
  },
  'GET /api/transactions/attachments/{id}/download/': {
    expect: scoped(200),
    request: (w) => ({ params: { id: w.attachmentId } }),
  },
  'DELETE /api/transactions/attachments/{id}/': {
    expect: scoped(204),
    request: async (w) => ({ params: { id: await w.newAttachment() } }),
  },
  'GET /api/documents/': { expect: signedIn(200) },
  'GET /api/public/transactions/{transaction_id}/': {
    expect: everyone(200),
    request: (w) => ({ params: { transaction_id: w.application.transactionId } }),
  },
  'GET /api/transactions/export/': { expect: signedIn(200) },
  'GET /api/transactions/import/': { expect: staff(200) },
  'GET /api/transactions/import/template/': { expect: staff(200) },
  'POST /api/transactions/import/upload/': {
    expect: staff(201),
    upload: 'file',
    request: () => ({ file: csvFile('file') }),
  },
  'GET /api/transactions/import/{id}/': { expect: editorsOwn(200), request: editorsImport },
  'POST /api/transactions/import/{id}/check/': {
    expect: editorsOwn(202),
    request: async (w) => ({
      params: { id: await w.newImport() },
      body: { mapping: { Title: 'title', Type: 'transaction_type' } },
    }),
  },
  'GET /api/transactions/import/{id}/errors/': {
    expect: editorsOwn(200),
    request: async (w) => ({ params: { id: await w.newImport(true) } }),
  },
  'POST /api/transactions/import/{id}/commit/': {
    expect: editorsOwn(202),
    request: async (w) => ({ params: { id: await w.newImport(true) } }),
  },
  'POST /api/transactions/import/{id}/cancel/': { expect: editorsOwn(200), request: editorsImport },

  'GET /api/dashboard/admin/': { expect: adminOnly(200) },
  'GET /api/dashboard/admin/export/': { expect: adminOnly(200) },
  'GET /api/dashboard/editor/': { expect: staff(200) },
  'GET /api/dashboard/client/': { expect: signedIn(200) },

  'GET /api/reports/summary/': { expect: staff(200) },
  'GET /api/reports/export/': { expect: staff(200) },

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
