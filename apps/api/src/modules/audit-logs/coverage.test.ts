import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  DEFAULT_BRANDING,
  type TApplication,
  type TAttachment,
  type TOption,
  type TStatusTransition,
} from '@mutabaa/shared';
import { asc, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, type AuditLogRow } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  createUser,
  signInAs,
  TEST_PASSWORD,
  uniqueEmail,
  type Session,
} from '../../test/factories.js';
import { mailCount, tokenFrom, waitForMail } from '../../test/mail.js';
import { multipartFile, TINY_PNG } from '../../test/multipart.js';
import { presentChanges } from './audit-logs.presenter.js';

// Every action of the audit trail's coverage (issue 13), done through the HTTP API: each leaves
// exactly one entry, with its actor, record, before and after, address and user agent.

const FREE_FAILURES = 2;
const IP_FAILURES_MAX = 8;
const IP = '203.0.113.7';
const AGENT = 'CoverageTest/1.0 (audit trail)';
const NEW_PASSWORD = 'Chosen#Passw0rd';
const RESET_PASSWORD = 'Reset#Passw0rd9';
const REGISTER_PASSWORD = 'Register#Pass77';
/** Typed into the address field by mistake: must not reach the log either. */
const TYPED_AS_EMAIL = 'Mistyped#Secret42';
const PASSWORDS = [TEST_PASSWORD, NEW_PASSWORD, RESET_PASSWORD, REGISTER_PASSWORD, TYPED_AS_EMAIL];

let t: TestApp;
let admin: Session;
let editor: Session;
let client: Session;

beforeAll(async () => {
  t = await createTestApp({
    loginFailuresFree: FREE_FAILURES,
    loginFailuresIpMax: IP_FAILURES_MAX,
  });
  [admin, editor, client] = await Promise.all([
    signInAs(t.app, 'admin', { fullName: 'Coverage Admin' }),
    signInAs(t.app, 'editor', { fullName: 'Coverage Editor' }),
    signInAs(t.app, 'client', { fullName: 'Coverage Client' }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Call = {
  session?: Session | null;
  payload?: object;
  headers?: Record<string, string>;
  ip?: string;
};

/** A request from IP with AGENT, as `session` (or anonymously). */
function call(method: Method, url: string, init: Call = {}) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: init.ip ?? IP,
    headers: {
      'user-agent': AGENT,
      'accept-language': 'en',
      ...(init.session?.auth ?? {}),
      ...init.headers,
    },
    ...(init.payload !== undefined && { payload: init.payload }),
  });
}

async function ok<T = unknown>(response: Awaited<ReturnType<typeof call>>, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return (response.body ? response.json() : null) as T;
}

async function lastSeq(): Promise<number> {
  const [row] = await t.app.db
    .select({ seq: sql<string | number>`coalesce(max(${auditLogs.seq}), 0)` })
    .from(auditLogs);
  return Number(row?.seq ?? 0);
}

function entriesAfter(seq: number): Promise<AuditLogRow[]> {
  return t.app.db
    .select()
    .from(auditLogs)
    .where(gt(auditLogs.seq, seq))
    .orderBy(asc(auditLogs.seq));
}

type Expected = {
  action: string;
  actorId: number | null;
  entityType: string;
  entityId: string | number | null;
  /** The presented changes, `{field: [before, after]}`: all of them unless `partial`. */
  changes: Record<string, [unknown, unknown]>;
  partial?: boolean;
};

function expectEntry(entry: AuditLogRow | undefined, expected: Expected) {
  expect(entry).toBeDefined();
  const row = entry!;
  expect(row.action).toBe(expected.action);
  expect(row.actorId).toBe(expected.actorId);
  expect(row.entityType).toBe(expected.entityType);
  expect(row.entityId).toBe(expected.entityId === null ? null : String(expected.entityId));
  const changes = presentChanges(row.action, row.changes);
  if (expected.partial) expect(changes).toMatchObject(expected.changes);
  else expect(changes).toEqual(expected.changes);
  expect(row.ip).toBe(IP);
  expect(row.userAgent).toBe(AGENT);
}

/** Runs `action` and expects exactly one new entry, as described; answers what `action` did. */
async function auditedOnce<T>(
  action: () => Promise<T>,
  expected: Expected | ((result: T) => Expected),
): Promise<{ result: T; entry: AuditLogRow }> {
  const before = await lastSeq();
  const result = await action();
  const entries = await entriesAfter(before);
  const wanted = typeof expected === 'function' ? expected(result) : expected;
  expect(entries.map((e) => e.action)).toEqual([wanted.action]);
  expectEntry(entries[0], wanted);
  return { result, entry: entries[0]! };
}

/** Runs `action` and expects no new entry. */
async function notAudited(action: () => Promise<unknown>) {
  const before = await lastSeq();
  await action();
  expect((await entriesAfter(before)).map((e) => e.action)).toEqual([]);
}

const login = (email: string, password: string, ip = IP) =>
  call('POST', '/login/', { payload: { email, password }, ip });

/** A draft application of the test client, made by the admin. */
const draft = (fields: object = {}) =>
  call('POST', '/transactions/', {
    session: admin,
    payload: {
      title: 'Coverage application',
      transaction_type: 'permit',
      priority: 'normal',
      client: client.user.id,
      ...fields,
    },
  }).then((r) => ok<TApplication>(r, 201));

describe('sign-in, sign-out and passwords', () => {
  it('audits a successful sign-in as the user, with the address and user agent', async () => {
    const user = await createUser(t.app);
    await auditedOnce(() => login(user.email.toUpperCase(), TEST_PASSWORD).then((r) => ok(r)), {
      action: 'auth.login_succeeded',
      actorId: user.id,
      entityType: 'user',
      entityId: user.id,
      changes: { email: [null, user.email] },
    });
  });

  it('audits a wrong password against the account tried, without an actor', async () => {
    const user = await createUser(t.app);
    await auditedOnce(() => login(user.email, 'Wrong#Password1').then((r) => ok(r, 401)), {
      action: 'auth.login_failed',
      actorId: null,
      entityType: 'user',
      entityId: user.id,
      changes: { email: [null, user.email], reason: [null, 'invalid_credentials'] },
    });
  });

  it('audits an unknown address with the address tried and no record', async () => {
    const email = uniqueEmail('nobody');
    await auditedOnce(() => login(email, 'Wrong#Password1').then((r) => ok(r, 401)), {
      action: 'auth.login_failed',
      actorId: null,
      entityType: 'user',
      entityId: null,
      changes: { email: [null, email], reason: [null, 'invalid_credentials'] },
    });
  });

  it('keeps out of the log what is not an address (a password typed in its place)', async () => {
    await auditedOnce(() => login(TYPED_AS_EMAIL, TEST_PASSWORD).then((r) => ok(r, 401)), {
      action: 'auth.login_failed',
      actorId: null,
      entityType: 'user',
      entityId: null,
      changes: { email: [null, null], reason: [null, 'invalid_credentials'] },
    });
  });

  it('audits refusals of a right password too (deactivated account)', async () => {
    const user = await createUser(t.app, { isActive: false });
    await auditedOnce(() => login(user.email, TEST_PASSWORD).then((r) => ok(r, 403)), {
      action: 'auth.login_failed',
      actorId: null,
      entityType: 'user',
      entityId: user.id,
      changes: { email: [null, user.email], reason: [null, 'account_disabled'] },
    });
  });

  it('writes no more failures than the sign-in throttle lets through (a 429 writes none)', async () => {
    const user = await createUser(t.app);
    const invited = await createUser(t.app, { invitationPending: true, passwordHash: '' });
    for (const [email, ip] of [
      [user.email, '198.51.100.1'],
      [invited.email, '198.51.100.2'],
    ] as const) {
      const before = await lastSeq();
      const statuses: number[] = [];
      for (let i = 0; i < FREE_FAILURES + 5; i += 1) {
        statuses.push((await login(email, `Guess#Number${i}`, ip)).statusCode);
      }
      const heard = statuses.filter((s) => s !== 429).length;
      expect(heard, email).toBe(FREE_FAILURES + 1);
      const entries = await entriesAfter(before);
      expect(entries.map((e) => e.action)).toEqual(Array(heard).fill('auth.login_failed'));
    }
    // Over many addresses from one client: the per-address ceiling of failures.
    const before = await lastSeq();
    const statuses: number[] = [];
    for (let i = 0; i < IP_FAILURES_MAX + 5; i += 1) {
      statuses.push(
        (await login(uniqueEmail('flood'), 'Wrong#Password1', '198.51.100.3')).statusCode,
      );
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(IP_FAILURES_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(await entriesAfter(before)).toHaveLength(IP_FAILURES_MAX);
  });

  it('audits a sign-out once, as the user whose session ended', async () => {
    const session = await signInAs(t.app, 'client');
    const logout = () => call('POST', '/logout/', { payload: { refresh: session.refresh } });
    await auditedOnce(() => logout().then((r) => ok(r)), {
      action: 'auth.logout',
      actorId: session.user.id,
      entityType: 'user',
      entityId: session.user.id,
      changes: {},
    });
    // The session has ended already: nothing more to record.
    await notAudited(() => logout().then((r) => ok(r)));
  });

  it('audits a password change', async () => {
    const session = await signInAs(t.app, 'editor');
    await auditedOnce(
      () =>
        call('POST', '/change-password/', {
          session,
          payload: { old_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
        }).then((r) => ok(r)),
      {
        action: 'user.password_changed',
        actorId: session.user.id,
        entityType: 'user',
        entityId: session.user.id,
        changes: {},
      },
    );
  });

  it('audits a password reset through the mailed link', async () => {
    const user = await createUser(t.app);
    await ok(await call('POST', '/reset-password/', { payload: { email: user.email } }));
    const token = tokenFrom(await waitForMail(t.config.dataDir, user.email), 'reset-password');
    await auditedOnce(
      () =>
        call('POST', '/reset-password/confirm/', {
          payload: { token, new_password: RESET_PASSWORD, confirm_password: RESET_PASSWORD },
        }).then((r) => ok(r)),
      {
        action: 'user.password_reset',
        actorId: user.id,
        entityType: 'user',
        entityId: user.id,
        changes: {},
      },
    );
  });
});

describe('accounts', () => {
  it('audits a registration, the verification and the profile', async () => {
    const email = uniqueEmail('registered');
    const { result } = await auditedOnce(
      () =>
        call('POST', '/register/', {
          payload: {
            email,
            password: REGISTER_PASSWORD,
            confirm_password: REGISTER_PASSWORD,
            first_name: 'Reem',
            last_name: 'Nasser',
          },
        }).then((r) => ok<{ user: { id: number } }>(r, 201)),
      (body) => ({
        action: 'user.registered',
        actorId: body.user.id,
        entityType: 'user',
        entityId: body.user.id,
        changes: { email: [null, email], role: [null, 'client'] },
      }),
    );
    const id = result.user.id;
    const token = tokenFrom(await waitForMail(t.config.dataDir, email), 'verify-email');
    await auditedOnce(() => call('POST', '/verify-email/', { payload: { token } }).then(ok), {
      action: 'user.email_verified',
      actorId: id,
      entityType: 'user',
      entityId: id,
      changes: { email_verified: [false, true] },
    });
    const session = await signInAs(t.app, 'client');
    await auditedOnce(
      () =>
        call('PATCH', '/profile/', { session, payload: { company_name: 'Nasser & Co' } }).then(ok),
      {
        action: 'user.profile_updated',
        actorId: session.user.id,
        entityType: 'user',
        entityId: session.user.id,
        changes: { company_name: ['', 'Nasser & Co'] },
      },
    );
  });

  it('audits a registration with an address in use, naming its owner', async () => {
    const owner = await createUser(t.app);
    await auditedOnce(
      () =>
        call('POST', '/register/', {
          payload: {
            email: owner.email,
            password: REGISTER_PASSWORD,
            confirm_password: REGISTER_PASSWORD,
            first_name: 'Someone',
            last_name: 'Else',
          },
        }).then((r) => ok(r, 201)),
      {
        action: 'user.registration_with_used_email',
        actorId: null,
        entityType: 'user',
        entityId: owner.id,
        changes: { owner_mailed: [null, true] },
      },
    );
  });

  it('audits User Management: create, invite, resend, accept, reset link', async () => {
    const email = uniqueEmail('created');
    await auditedOnce(
      () =>
        call('POST', '/users/', {
          session: admin,
          payload: {
            email,
            first_name: 'Huda',
            last_name: 'Saad',
            role: 'editor',
            password: NEW_PASSWORD,
          },
        }).then((r) => ok<{ id: number }>(r, 201)),
      (user) => ({
        action: 'user.created',
        actorId: admin.user.id,
        entityType: 'user',
        entityId: user.id,
        changes: {
          email: [null, email],
          role: [null, 'editor'],
          first_name: [null, 'Huda'],
          last_name: [null, 'Saad'],
          phone_number: [null, ''],
          company_name: [null, ''],
          language_preference: [null, 'ar'],
        },
      }),
    );

    const inviteeEmail = uniqueEmail('invitee');
    const { result: invitee } = await auditedOnce(
      () =>
        call('POST', '/users/', {
          session: admin,
          payload: { email: inviteeEmail, first_name: 'Sami', last_name: 'Fahd', role: 'client' },
        }).then((r) => ok<{ id: number }>(r, 201)),
      (user) => ({
        action: 'user.invited',
        actorId: admin.user.id,
        entityType: 'user',
        entityId: user.id,
        changes: { email: [null, inviteeEmail], role: [null, 'client'] },
        partial: true,
      }),
    );
    await waitForMail(t.config.dataDir, inviteeEmail);
    const mailed = await mailCount(t.config.dataDir, inviteeEmail);
    await auditedOnce(
      () =>
        call('POST', `/users/${invitee.id}/resend-invitation/`, { session: admin }).then((r) =>
          ok(r),
        ),
      {
        action: 'user.invitation_resent',
        actorId: admin.user.id,
        entityType: 'user',
        entityId: invitee.id,
        changes: { email: [null, inviteeEmail] },
      },
    );
    const mail = await waitForMail(t.config.dataDir, inviteeEmail, { after: mailed });
    const token = tokenFrom(mail, 'accept-invitation');
    await auditedOnce(
      () =>
        call('POST', '/accept-invitation/', {
          payload: { token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
        }).then((r) => ok(r)),
      {
        action: 'user.invitation_accepted',
        actorId: invitee.id,
        entityType: 'user',
        entityId: invitee.id,
        changes: { invitation_pending: [true, false] },
      },
    );

    const user = await createUser(t.app);
    await auditedOnce(
      () => call('POST', `/users/${user.id}/send-password-reset/`, { session: admin }).then(ok),
      {
        action: 'user.password_reset_sent',
        actorId: admin.user.id,
        entityType: 'user',
        entityId: user.id,
        changes: { email: [null, user.email] },
      },
    );
  });

  it('audits a change of role and of activity, one by one and in bulk', async () => {
    const user = await createUser(t.app);
    await auditedOnce(
      () =>
        call('PATCH', `/users/${user.id}/`, { session: admin, payload: { role: 'editor' } }).then(
          ok,
        ),
      {
        action: 'user.updated',
        actorId: admin.user.id,
        entityType: 'user',
        entityId: user.id,
        changes: { role: ['client', 'editor'] },
      },
    );
    for (const [isActive, action] of [
      [false, 'user.deactivated'],
      [true, 'user.activated'],
    ] as const) {
      await auditedOnce(
        () =>
          call('POST', '/users/bulk_update/', {
            session: admin,
            payload: { user_ids: [user.id], is_active: isActive },
          }).then(ok),
        {
          action,
          actorId: admin.user.id,
          entityType: 'user',
          entityId: user.id,
          changes: { is_active: [!isActive, isActive] },
        },
      );
    }
  });

  it('audits deleting a client, and anonymising one with applications, field by field', async () => {
    const gone = await createUser(t.app, { phoneNumber: '+966500000001', companyName: 'Gone Co' });
    await auditedOnce(() => call('DELETE', `/users/${gone.id}/`, { session: admin }).then(ok), {
      action: 'user.deleted',
      actorId: admin.user.id,
      entityType: 'user',
      entityId: gone.id,
      changes: {
        email: [gone.email, null],
        full_name: ['Test User', null],
        phone_number: ['+966500000001', null],
        company_name: ['Gone Co', null],
      },
    });
    const kept = await createUser(t.app, { phoneNumber: '+966500000002' });
    await draft({ client: kept.id });
    await auditedOnce(() => call('DELETE', `/users/${kept.id}/`, { session: admin }).then(ok), {
      action: 'user.anonymised',
      actorId: admin.user.id,
      entityType: 'user',
      entityId: kept.id,
      changes: {
        email: [kept.email, `deleted-user-${kept.id}@deleted.invalid`],
        full_name: ['Test User', `Deleted user ${kept.id}`],
        phone_number: ['+966500000002', ''],
        company_name: ['', ''],
      },
    });
  });
});

describe('settings and branding', () => {
  it('audits a setting, the logo upload and its removal', async () => {
    await auditedOnce(
      () =>
        call('POST', '/system/settings/bulk_update/', {
          session: admin,
          payload: { settings: { BRAND_PRIMARY_COLOR: '#123456' } },
        }).then(ok),
      {
        action: 'setting.updated',
        actorId: admin.user.id,
        entityType: 'setting',
        entityId: 'BRAND_PRIMARY_COLOR',
        changes: { value: [DEFAULT_BRANDING.primary_color, '#123456'] },
      },
    );
    const { payload, headers } = multipartFile('logo', 'logo.png', 'image/png', TINY_PNG);
    const { result } = await auditedOnce(
      () =>
        call('POST', '/system/upload-logo/', { session: admin, payload, headers }).then((r) =>
          ok<{ logo_url: string }>(r),
        ),
      (body) => ({
        action: 'setting.updated',
        actorId: admin.user.id,
        entityType: 'setting',
        entityId: 'BRAND_LOGO_URL',
        changes: {
          value: [DEFAULT_BRANDING.logo_url, body.logo_url],
          size: [null, TINY_PNG.length],
          content_type: [null, 'image/png'],
        },
      }),
    );
    await auditedOnce(
      () =>
        call('POST', '/system/settings/reset_to_defaults/', {
          session: admin,
          payload: { setting_keys: ['BRAND_LOGO_URL'] },
        }).then(ok),
      {
        action: 'setting.reset',
        actorId: admin.user.id,
        entityType: 'setting',
        entityId: 'BRAND_LOGO_URL',
        changes: { value: [result.logo_url, DEFAULT_BRANDING.logo_url] },
      },
    );
  });
});

describe('form configuration and workflow', () => {
  const FORM = '/transactions/form-config';

  it('audits a field change', async () => {
    const fields = await ok<{ results: { id: number; field_name: string; order: number }[] }>(
      await call('GET', `${FORM}/fields/`, { session: admin }),
    );
    const field = fields.results.find((f) => f.field_name === 'project_id')!;
    await auditedOnce(
      () =>
        call('PATCH', `${FORM}/fields/${field.id}/`, {
          session: admin,
          payload: { order: 40 },
        }).then(ok),
      {
        action: 'form_field.updated',
        actorId: admin.user.id,
        entityType: 'form_field',
        entityId: field.id,
        changes: { field_name: [null, 'project_id'], order: [field.order, 40] },
      },
    );
  });

  it('audits options: add, change, reorder, delete, and deactivate one in use', async () => {
    const list = `${FORM}/application-types`;
    const create = (value: string) =>
      call('POST', `${list}/`, {
        session: admin,
        payload: { value, label_en: 'Coverage', label_ar: 'تغطية', badge_color: '#112233' },
      }).then((r) => ok<TOption>(r, 201));
    const { result: option } = await auditedOnce(
      () => create('coverage_kind'),
      (created) => ({
        action: 'form_option.created',
        actorId: admin.user.id,
        entityType: 'form_option',
        entityId: created.id,
        changes: {
          list: [null, 'application-types'],
          value: [null, 'coverage_kind'],
          label_en: [null, 'Coverage'],
          label_ar: [null, 'تغطية'],
          badge_color: [null, '#112233'],
        },
        partial: true,
      }),
    );
    await auditedOnce(
      () =>
        call('PATCH', `${list}/${option.id}/`, {
          session: admin,
          payload: { label_en: 'Coverage kind' },
        }).then(ok),
      {
        action: 'form_option.updated',
        actorId: admin.user.id,
        entityType: 'form_option',
        entityId: option.id,
        changes: { list: [null, 'application-types'], label_en: ['Coverage', 'Coverage kind'] },
      },
    );

    const priorities = await ok<TOption[]>(
      await call('GET', `${FORM}/priorities/`, { session: admin }),
    );
    const ids = priorities.map((p) => p.id);
    const swapped = [ids[1]!, ids[0]!, ...ids.slice(2)];
    await auditedOnce(
      () =>
        call('POST', `${FORM}/priorities/reorder/`, {
          session: admin,
          payload: { ids: swapped },
        }).then(ok),
      {
        action: 'form_option.reordered',
        actorId: admin.user.id,
        entityType: 'form_option_list',
        entityId: 'priorities',
        changes: { value: [ids, swapped] },
      },
    );

    await auditedOnce(
      () =>
        call('DELETE', `${list}/${option.id}/`, { session: admin }).then((r) =>
          expect(r.statusCode, r.body).toBeLessThan(300),
        ),
      {
        action: 'form_option.deleted',
        actorId: admin.user.id,
        entityType: 'form_option',
        entityId: option.id,
        changes: {
          list: ['application-types', null],
          value: ['coverage_kind', null],
          label_en: ['Coverage kind', null],
        },
        partial: true,
      },
    );

    const used = await create('coverage_used');
    await draft({ transaction_type: 'coverage_used' });
    await auditedOnce(() => call('DELETE', `${list}/${used.id}/`, { session: admin }).then(ok), {
      action: 'form_option.deactivated',
      actorId: admin.user.id,
      entityType: 'form_option',
      entityId: used.id,
      changes: { list: [null, 'application-types'], is_active: [true, false] },
    });
  });

  it('audits the workflow: a transition added, changed and removed', async () => {
    const url = `${FORM}/status-transitions`;
    const { result: transition } = await auditedOnce(
      () =>
        call('POST', `${url}/`, {
          session: admin,
          payload: { from_status: 'on_hold', to_status: 'completed', min_role: 'admin' },
        }).then((r) => ok<TStatusTransition>(r, 201)),
      (created) => ({
        action: 'status_transition.created',
        actorId: admin.user.id,
        entityType: 'status_transition',
        entityId: created.id,
        changes: {
          id: [null, created.id],
          from_status: [null, 'on_hold'],
          to_status: [null, 'completed'],
          min_role: [null, 'admin'],
        },
      }),
    );
    await auditedOnce(
      () =>
        call('PATCH', `${url}/${transition.id}/`, {
          session: admin,
          payload: { min_role: 'editor' },
        }).then(ok),
      {
        action: 'status_transition.updated',
        actorId: admin.user.id,
        entityType: 'status_transition',
        entityId: transition.id,
        changes: {
          from_status: [null, 'on_hold'],
          to_status: [null, 'completed'],
          min_role: ['admin', 'editor'],
        },
      },
    );
    await auditedOnce(
      () =>
        call('DELETE', `${url}/${transition.id}/`, { session: admin }).then((r) =>
          expect(r.statusCode, r.body).toBe(204),
        ),
      {
        action: 'status_transition.deleted',
        actorId: admin.user.id,
        entityType: 'status_transition',
        entityId: transition.id,
        changes: {
          id: [transition.id, null],
          from_status: ['on_hold', null],
          to_status: ['completed', null],
          min_role: ['editor', null],
        },
      },
    );
  });
});

describe('applications, comments and files', () => {
  it('audits create, update, status change, comment, duplicate and delete', async () => {
    const { result: application } = await auditedOnce(
      () => draft({ assigned_to: editor.user.id }),
      (created) => ({
        action: 'application.created',
        actorId: admin.user.id,
        entityType: 'application',
        entityId: created.id,
        changes: {
          title: [null, 'Coverage application'],
          status: [null, 'draft'],
          transaction_type: [null, 'permit'],
          client: [null, client.user.id],
          assigned_to: [null, editor.user.id],
        },
        partial: true,
      }),
    );
    const id = application.id;
    await auditedOnce(
      () =>
        call('PATCH', `/transactions/${id}/`, {
          session: admin,
          payload: { title: 'Coverage application, renamed' },
        }).then(ok),
      {
        action: 'application.updated',
        actorId: admin.user.id,
        entityType: 'application',
        entityId: id,
        changes: { title: ['Coverage application', 'Coverage application, renamed'] },
      },
    );
    await auditedOnce(
      () =>
        call('POST', `/transactions/${id}/transition/`, {
          session: client,
          payload: { status: 'submitted', comment: 'Ready' },
        }).then(ok),
      {
        action: 'application.status_changed',
        actorId: client.user.id,
        entityType: 'application',
        entityId: id,
        changes: { status: ['draft', 'submitted'], comment: [null, 'Ready'] },
      },
    );
    await auditedOnce(
      () =>
        call('POST', `/transactions/${id}/comments/`, {
          session: editor,
          payload: { text: 'Checked the papers', is_internal: true },
        }).then((r) => ok<{ id: number }>(r, 201)),
      (comment) => ({
        action: 'application.commented',
        actorId: editor.user.id,
        entityType: 'application',
        entityId: id,
        changes: { comment_id: [null, comment.id], is_internal: [null, true] },
      }),
    );
    const { result: copy } = await auditedOnce(
      () =>
        call('POST', `/transactions/${id}/duplicate/`, { session: admin }).then((r) =>
          ok<TApplication>(r, 201),
        ),
      (created) => ({
        action: 'application.duplicated',
        actorId: admin.user.id,
        entityType: 'application',
        entityId: created.id,
        changes: {
          source_id: [null, id],
          source_reference_number: [null, application.reference_number],
          reference_number: [null, created.reference_number],
          transaction_id: [null, created.transaction_id],
        },
      }),
    );
    await auditedOnce(
      () =>
        call('DELETE', `/transactions/${copy.id}/`, { session: admin }).then((r) =>
          expect(r.statusCode, r.body).toBe(204),
        ),
      {
        action: 'application.deleted',
        actorId: admin.user.id,
        entityType: 'application',
        entityId: copy.id,
        changes: {
          reference_number: [copy.reference_number, null],
          status: ['draft', null],
        },
      },
    );
  });

  it('audits a file added, downloaded (by whom) and deleted', async () => {
    const application = await draft();
    const data = Buffer.from('coverage notes\n', 'utf8');
    const { payload, headers } = multipartFile('file', 'notes.txt', 'text/plain', data);
    const file = { file_name: 'notes.txt', content_type: 'text/plain', size: data.length };
    const { result: attachment } = await auditedOnce(
      () =>
        call('POST', `/transactions/${application.id}/attachments/`, {
          session: admin,
          payload,
          headers,
        }).then((r) => ok<TAttachment>(r, 201)),
      (added) => ({
        action: 'application.attachment_added',
        actorId: admin.user.id,
        entityType: 'application',
        entityId: application.id,
        changes: {
          attachment_id: [null, added.id],
          file_name: [null, file.file_name],
          content_type: [null, file.content_type],
          size: [null, file.size],
        },
        partial: true,
      }),
    );
    await auditedOnce(
      async () => {
        const response = await call('GET', `/transactions/attachments/${attachment.id}/download/`, {
          session: client,
        });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe('coverage notes\n');
      },
      {
        action: 'application.attachment_downloaded',
        actorId: client.user.id,
        entityType: 'application',
        entityId: application.id,
        changes: {
          attachment_id: [null, attachment.id],
          file_name: [null, file.file_name],
          content_type: [null, file.content_type],
          size: [null, file.size],
        },
      },
    );
    // A download refused (outside the caller's scope) is no download.
    const stranger = await signInAs(t.app, 'client');
    await notAudited(async () => {
      const response = await call('GET', `/transactions/attachments/${attachment.id}/download/`, {
        session: stranger,
      });
      expect(response.statusCode).toBe(404);
    });
    await auditedOnce(
      () =>
        call('DELETE', `/transactions/attachments/${attachment.id}/`, { session: admin }).then(
          (r) => expect(r.statusCode, r.body).toBe(204),
        ),
      {
        action: 'application.attachment_deleted',
        actorId: admin.user.id,
        entityType: 'application',
        entityId: application.id,
        changes: {
          attachment_id: [attachment.id, null],
          file_name: [file.file_name, null],
          content_type: [file.content_type, null],
          size: [file.size, null],
        },
        partial: true,
      },
    );
  });
});

describe('assignments', () => {
  it('audits a single assignment, and a bulk one once per application', async () => {
    const one = await draft();
    await auditedOnce(
      () =>
        call('POST', '/assignments/', {
          session: admin,
          payload: { transaction_ids: [one.id], assigned_to: editor.user.id, reason: 'Coverage' },
        }).then(ok),
      {
        action: 'application.assigned',
        actorId: admin.user.id,
        entityType: 'application',
        entityId: one.id,
        changes: { assigned_to: [null, editor.user.id], reason: [null, 'Coverage'] },
      },
    );
    const many = [await draft(), await draft()];
    const before = await lastSeq();
    await ok(
      await call('POST', '/assignments/', {
        session: admin,
        payload: { transaction_ids: many.map((a) => a.id), assigned_to: editor.user.id },
      }),
    );
    const entries = await entriesAfter(before);
    expect(entries).toHaveLength(many.length);
    many.forEach((application, i) =>
      expectEntry(entries[i], {
        action: 'application.assigned',
        actorId: admin.user.id,
        entityType: 'application',
        entityId: application.id,
        changes: { assigned_to: [null, editor.user.id] },
      }),
    );
  });

  it('audits a rule change', async () => {
    for (const [from, to] of [
      ['off', 'round_robin'],
      ['round_robin', 'off'],
    ] as const) {
      await auditedOnce(
        () =>
          call('PUT', '/assignments/rules/', {
            session: admin,
            payload: { rules: [{ transaction_type: 'complaint', mode: to }] },
          }).then(ok),
        {
          action: 'assignment_rule.updated',
          actorId: admin.user.id,
          entityType: 'assignment_rule',
          entityId: 'complaint',
          changes: { mode: [from, to] },
        },
      );
    }
  });
});

describe('exports and announcements', () => {
  it('audits an export of applications, with what it held', async () => {
    await auditedOnce(
      async () => {
        const response = await call('GET', '/transactions/export/?format=csv&status=draft', {
          session: editor,
        });
        expect(response.statusCode).toBe(200);
        return response.body.trim().split('\n').length - 1;
      },
      (rows) => ({
        action: 'application.exported',
        actorId: editor.user.id,
        entityType: 'application',
        entityId: null,
        changes: {
          format: [null, 'csv'],
          filters: [null, expect.objectContaining({ status: 'draft' })],
          row_count: [null, rows],
          complete: [null, true],
        },
      }),
    );
  });

  it('audits an export of the admin dashboard', async () => {
    await auditedOnce(
      async () => {
        const response = await call('GET', '/dashboard/admin/export/', { session: admin });
        expect(response.statusCode).toBe(200);
      },
      {
        action: 'dashboard.exported',
        actorId: admin.user.id,
        entityType: 'dashboard',
        entityId: 'admin',
        changes: { format: [null, 'xlsx'], language: [null, 'en'] },
      },
    );
  });

  it('audits an export of a report', async () => {
    await auditedOnce(
      async () => {
        const response = await call('GET', '/reports/export/?format=xlsx&priority=high', {
          session: admin,
        });
        expect(response.statusCode).toBe(200);
      },
      {
        action: 'report.exported',
        actorId: admin.user.id,
        entityType: 'report',
        entityId: null,
        changes: {
          format: [null, 'xlsx'],
          language: [null, 'en'],
          filters: [null, { priority: 'high' }],
        },
      },
    );
  });

  it('audits an announcement to users', async () => {
    await auditedOnce(
      () =>
        call('POST', '/notifications/announcements/', {
          session: admin,
          payload: { role: 'admin', title_en: 'Maintenance tonight' },
        }).then((r) => ok<{ recipients: number }>(r, 201)),
      (body) => ({
        action: 'notification.announced',
        actorId: admin.user.id,
        entityType: 'notification',
        entityId: null,
        changes: {
          role: [null, 'admin'],
          title_en: [null, 'Maintenance tonight'],
          title_ar: [null, ''],
          message_en: [null, ''],
          message_ar: [null, ''],
          recipients: [null, body.recipients],
        },
      }),
    );
  });
});

describe('the log as a whole', () => {
  it('holds none of the passwords used, anywhere', async () => {
    for (const password of PASSWORDS) {
      const [row] = await t.app.db
        .select({ n: sql<string | number>`count(*)` })
        .from(auditLogs)
        .where(
          sql`strpos(${auditLogs.changes}::text || coalesce(${auditLogs.entityId}, '') || coalesce(${auditLogs.userAgent}, ''), ${password}) > 0`,
        );
      expect(Number(row?.n), password).toBe(0);
    }
  });

  it('names only known actions and record types', async () => {
    const rows = await t.app.db
      .selectDistinct({ action: auditLogs.action, entityType: auditLogs.entityType })
      .from(auditLogs);
    expect(rows.length).toBeGreaterThan(30);
    const actions: readonly string[] = AUDIT_ACTIONS;
    const types: readonly string[] = AUDIT_ENTITY_TYPES;
    expect(rows.map((r) => r.action).filter((a) => !actions.includes(a))).toEqual([]);
    expect(rows.map((r) => r.entityType).filter((e) => !types.includes(e))).toEqual([]);
  });
});
