import { BRAND_KEYS, DEFAULT_BRANDING } from '@mutabaa/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { auditLogs } from '../../db/schema/index.js';

const {
  t,
  sessions: [admin, editor, client],
} = testCast(['admin', 'editor', 'client']);

const bulk = (settings: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/system/settings/bulk_update/',
    headers: { ...admin.auth, ...headers },
    payload: { settings },
  });

const reset = (keys: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/system/settings/reset_to_defaults/',
    headers: admin.auth,
    payload: { setting_keys: keys },
  });

const branding = async (lang = 'en') =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/system/branding/',
      headers: { 'accept-language': lang },
    })
  ).json<Record<string, unknown>>();

describe('GET /api/system/branding/', () => {
  it('is public, answers the default branding and is revalidated on every load', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/system/branding/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ ...DEFAULT_BRANDING, updated_at: null });
  });

  it('gives system_title in the request language', async () => {
    expect((await branding('ar')).system_title).toBe('نظام تتبع الطلبات');
    expect((await branding('en')).system_title).toBe('Application Tracking System');
  });
});

describe('POST /api/system/settings/bulk_update/', () => {
  it('saves colours, names and titles for an admin and audits old and new values', async () => {
    const response = await bulk({
      BRAND_PRIMARY_COLOR: '#112233',
      BRAND_COMPANY_NAME: '  Acme  ',
      BRAND_SYSTEM_TITLE_AR: 'نظام أكمي',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.detail).toBe('The settings have been saved.');
    expect(body.branding).toMatchObject({
      primary_color: '#112233',
      company_name: 'Acme',
      system_title_ar: 'نظام أكمي',
      secondary_color: DEFAULT_BRANDING.secondary_color,
    });
    expect(body.branding.updated_at).toEqual(expect.any(String));
    expect(body.settings).toContainEqual(
      expect.objectContaining({ key: 'BRAND_PRIMARY_COLOR', value: '#112233' }),
    );
    expect((await branding('ar')).system_title).toBe('نظام أكمي');

    const rows = await t.app.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'setting.updated'), eq(auditLogs.entityId, 'BRAND_PRIMARY_COLOR')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.user.id,
      entityType: 'setting',
      changes: { from: '#000000', to: '#112233' },
    });
  });

  it('refuses a bad colour with field errors in English and Arabic, carrying `error`', async () => {
    const en = await bulk({ BRAND_ACCENT_COLOR: 'red' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      code: 'validation_error',
      errors: { BRAND_ACCENT_COLOR: ['Enter a colour as #RRGGBB, for example #0693e3.'] },
    });
    expect(en.json().error).toBe(en.json().detail);
    const ar = await bulk({ BRAND_ACCENT_COLOR: '#12345' }, { 'accept-language': 'ar' });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors.BRAND_ACCENT_COLOR).toEqual([
      'أدخل اللون بالصيغة #RRGGBB، مثل #0693e3.',
    ]);
    expect(ar.json().error).toBe('بعض الحقول غير صالحة. صحّحها ثم حاول مرة أخرى.');
  });

  it('writes nothing when one key or value is bad (all or nothing)', async () => {
    const response = await bulk({
      BRAND_SECONDARY_COLOR: '#abcdef',
      BRAND_COMPANY_NAME: 'x'.repeat(121),
      NOT_A_SETTING: 1,
      BRAND_LOGO_URL: 'https://evil.example/logo.svg',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'BRAND_COMPANY_NAME',
      'BRAND_LOGO_URL',
      'NOT_A_SETTING',
    ]);
    expect((await branding()).secondary_color).toBe(DEFAULT_BRANDING.secondary_color);
  });

  it('refuses an empty map and a body without settings', async () => {
    expect((await bulk({})).statusCode).toBe(422);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/system/settings/bulk_update/',
      headers: admin.auth,
      payload: {},
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.settings).toEqual(['This field is required.']);
  });
});

describe('POST /api/system/settings/reset_to_defaults/', () => {
  it('removes the given keys so that the defaults apply, and audits it', async () => {
    await bulk({ BRAND_SECONDARY_COLOR: '#010203', BRAND_ACCENT_COLOR: '#040506' });
    const response = await reset([...Object.values(BRAND_KEYS).slice(0, 4)]);
    expect(response.statusCode).toBe(200);
    expect(response.json().detail).toBe('The settings have been reset to their defaults.');
    expect(response.json().branding).toMatchObject({
      primary_color: '#000000',
      secondary_color: '#6c757d',
      accent_color: '#0693e3',
      logo_url: '',
      company_name: 'Acme',
    });
    const rows = await t.app.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'setting.reset'), eq(auditLogs.entityId, 'BRAND_ACCENT_COLOR')),
      );
    expect(rows[0]?.changes).toEqual({ from: '#040506', to: '#0693e3' });
  });

  it('refuses unknown and non-branding keys', async () => {
    const response = await reset(['BRAND_PRIMARY_COLOR', 'REQUIRE_EMAIL_VERIFICATION', 'NOPE']);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'NOPE',
      'REQUIRE_EMAIL_VERIFICATION',
    ]);
    expect((await reset([])).statusCode).toBe(422);
  });
});

describe('REQUIRE_EMAIL_VERIFICATION', () => {
  it('takes a boolean through bulk_update and nothing else', async () => {
    expect((await bulk({ REQUIRE_EMAIL_VERIFICATION: 'no' })).statusCode).toBe(422);
    const response = await bulk({ REQUIRE_EMAIL_VERIFICATION: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toContainEqual(
      expect.objectContaining({ key: 'REQUIRE_EMAIL_VERIFICATION', value: false }),
    );
    await bulk({ REQUIRE_EMAIL_VERIFICATION: true });
  });
});

describe('GET /api/system/settings/', () => {
  it('lists every known setting with its value or default', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/system/settings/',
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ key: string; value: unknown }[]>();
    expect(list.map((s) => s.key).sort()).toEqual(
      [
        ...Object.values(BRAND_KEYS),
        'REQUIRE_EMAIL_VERIFICATION',
        'AUDIT_RETENTION_DAYS',
        'DEFAULT_CALENDAR',
        'DEFAULT_DIGITS',
        'TIME_ZONE',
        'REQUIRE_2FA_ROLES',
      ].sort(),
    );
    expect(list).toContainEqual(
      expect.objectContaining({ key: 'REQUIRE_2FA_ROLES', value: [], updated_at: null }),
    );
    expect(list).toContainEqual(
      expect.objectContaining({ key: 'TIME_ZONE', value: 'Asia/Riyadh', updated_at: null }),
    );
    expect(list).toContainEqual(
      expect.objectContaining({ key: 'AUDIT_RETENTION_DAYS', value: null }),
    );
    expect(list).toContainEqual(
      expect.objectContaining({ key: 'REQUIRE_EMAIL_VERIFICATION', value: true }),
    );
    expect(list).toContainEqual(
      expect.objectContaining({ key: 'BRAND_PRIMARY_COLOR', value: '#000000', updated_at: null }),
    );
  });
});

describe('access', () => {
  const writes = [
    { method: 'GET' as const, url: '/api/system/settings/' },
    {
      method: 'POST' as const,
      url: '/api/system/settings/bulk_update/',
      payload: { settings: {} },
    },
    {
      method: 'POST' as const,
      url: '/api/system/settings/reset_to_defaults/',
      payload: { setting_keys: ['BRAND_PRIMARY_COLOR'] },
    },
    { method: 'POST' as const, url: '/api/system/upload-logo/' },
  ];

  it('refuses editors and clients (403) and anonymous callers (401), with `error`', async () => {
    for (const request of writes) {
      for (const session of [editor, client]) {
        const response = await t.app.inject({ ...request, headers: session.auth });
        expect(response.statusCode, `${request.url}`).toBe(403);
        expect(response.json().error).toBe(response.json().detail);
      }
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, `${request.url}`).toBe(401);
      expect(anonymous.json().code).toBe('not_authenticated');
    }
  });
});
