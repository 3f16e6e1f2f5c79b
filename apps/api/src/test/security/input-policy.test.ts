import { DATE_MAX, DATE_MIN, type Language, type TApplication } from '@mutabaa/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { translate, type MessageKey } from '../../i18n/translate.js';
import { testCast } from '../cast.js';
import { createApplication, type Session } from '../factories.js';

const {
  t,
  sessions: [admin, client],
} = testCast(['admin', 'client']);

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

const required = () => ({ transaction_type: 'renewal', priority: 'high', client: client.user.id });

let applicationId = 0;
beforeAll(async () => {
  applicationId = (
    await createApplication(t.app, admin, { title: 'Licence renewal', ...required() })
  ).id;
});

/** Row count and an md5 of the rows of every table: equal means nothing was written. */
async function snapshot(db: Db): Promise<unknown> {
  const result = await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows);
  const tables = (rows(result) as { table_name: string }[]).map((r) => r.table_name);
  const parts = tables.map(
    (table) =>
      `select '${table}' as t, count(*) as n, md5(string_agg(x::text, '|' order by x::text)) as h from "${table}" x`,
  );
  return rows(await db.execute(sql.raw(parts.join(' union all '))));
}

type Case = {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  url: () => string;
  session?: Session;
  payload?: object;
  field: string;
  key: MessageKey;
};

const signUp = {
  email: 'newcomer@example.com',
  password: 'Correct#Horse1',
  confirm_password: 'Correct#Horse1',
  first_name: 'New',
  last_name: 'Comer',
};

/** Each request alone answered 500 before the schemas refused such values. */
const CASES: Case[] = [
  ...[NUL, LONE_SURROGATE].flatMap((bad): Case[] => [
    {
      name: `sign-in e-mail ${JSON.stringify(bad)}`,
      method: 'POST',
      url: () => '/api/login/',
      payload: { email: bad, password: 'x' },
      field: 'email',
      key: 'invalid_characters',
    },
    {
      name: `registration name ${JSON.stringify(bad)}`,
      method: 'POST',
      url: () => '/api/register/',
      payload: { ...signUp, first_name: bad },
      field: 'first_name',
      key: 'invalid_characters',
    },
    {
      name: `profile name ${JSON.stringify(bad)}`,
      method: 'PATCH',
      url: () => '/api/profile/',
      session: client,
      payload: { last_name: bad },
      field: 'last_name',
      key: 'invalid_characters',
    },
    {
      name: `option label ${JSON.stringify(bad)}`,
      method: 'POST',
      url: () => '/api/transactions/form-config/statuses/',
      session: admin,
      payload: { value: 'waiting', label_en: bad, label_ar: 'انتظار', badge_color: '#123456' },
      field: 'label_en',
      key: 'invalid_characters',
    },
    {
      name: `application title ${JSON.stringify(bad)}`,
      method: 'POST',
      url: () => '/api/transactions/',
      session: admin,
      payload: { title: bad },
      field: 'title',
      key: 'invalid_characters',
    },
    {
      name: `comment ${JSON.stringify(bad)}`,
      method: 'POST',
      url: () => `/api/transactions/${applicationId}/comments/`,
      session: client,
      payload: { text: bad },
      field: 'text',
      key: 'invalid_characters',
    },
    {
      name: `announcement ${JSON.stringify(bad)}`,
      method: 'POST',
      url: () => '/api/notifications/announcements/',
      session: admin,
      payload: { role: 'all', title_en: 'Notice', message_en: bad },
      field: 'message_en',
      key: 'invalid_characters',
    },
  ]),
  {
    name: 'company name setting with NUL',
    method: 'POST',
    url: () => '/api/system/settings/bulk_update/',
    session: admin,
    payload: { settings: { BRAND_COMPANY_NAME: NUL } },
    field: 'BRAND_COMPANY_NAME',
    key: 'invalid_characters',
  },
  {
    name: 'workflow transition from a status with NUL',
    method: 'POST',
    url: () => '/api/transactions/form-config/status-transitions/',
    session: admin,
    payload: { from_status: NUL, to_status: 'submitted', min_role: 'editor' },
    field: 'from_status',
    key: 'invalid_characters',
  },
  {
    name: 'sign-in password with a lone surrogate',
    method: 'POST',
    url: () => '/api/login/',
    payload: { email: 'someone@example.com', password: LONE_SURROGATE },
    field: 'password',
    key: 'invalid_characters',
  },
  {
    name: 'due date in year 0',
    method: 'POST',
    url: () => '/api/transactions/',
    session: admin,
    payload: { title: 'Dated', due_date: '0000-01-01' },
    field: 'due_date',
    key: 'date_out_of_range',
  },
  {
    name: 'applications created before 9999-12-31 (the day after is year 10000)',
    method: 'GET',
    url: () => '/api/transactions/?created_at_before=9999-12-31',
    session: admin,
    field: 'created_at_before',
    key: 'date_out_of_range',
  },
  {
    name: 'applications created after 0000-01-01',
    method: 'GET',
    url: () => '/api/transactions/?created_at_after=0000-01-01',
    session: admin,
    field: 'created_at_after',
    key: 'date_out_of_range',
  },
  {
    name: 'notifications created after 0000-01-01',
    method: 'GET',
    url: () => '/api/notifications/notifications/?created_at_after=0000-01-01',
    session: client,
    field: 'created_at_after',
    key: 'date_out_of_range',
  },
  ...[
    ['applications', '/api/transactions/', admin],
    ['documents', '/api/documents/', client],
    ['client picker', '/api/users/clients/', admin],
    ['editor picker', '/api/users/editors/', admin],
    ['export', '/api/transactions/export/', admin],
  ].map(([name, path, session]): Case => ({
    name: `${String(name)} search with NUL`,
    method: 'GET',
    url: () => `${String(path)}?search=%00`,
    session: session as Session,
    field: 'search',
    key: 'invalid_characters',
  })),
  {
    name: 'public lookup of a code with NUL',
    method: 'GET',
    url: () => '/api/public/transactions/a%00b/',
    field: 'transaction_id',
    key: 'invalid_characters',
  },
];

function expected(lang: Language, key: MessageKey): string {
  return translate(lang, key, { min: DATE_MIN, max: DATE_MAX });
}

describe('input policy: malformed values are refused by the schemas', () => {
  for (const lang of ['en', 'ar'] as const) {
    it.each(CASES)(`$name: 422 naming the field (${lang}), nothing written`, async (c) => {
      const before = await snapshot(t.app.db);
      const response = await t.app.inject({
        method: c.method,
        url: c.url(),
        headers: { ...c.session?.auth, 'accept-language': lang },
        ...(c.payload ? { payload: c.payload } : {}),
      });
      expect(response.statusCode, response.body).toBe(422);
      const body = response.json<{
        code: string;
        detail: string;
        errors: Record<string, string[]>;
      }>();
      expect(body.code).toBe('validation_error');
      expect(body.detail).toBe(translate(lang, 'validation_error'));
      expect(body.errors[c.field]).toEqual([expected(lang, c.key)]);
      expect(await snapshot(t.app.db)).toEqual(before);
    });
  }
});

describe('input policy: the edges of the accepted range', () => {
  const get = (url: string, session: Session = admin) =>
    t.app.inject({ method: 'GET', url, headers: session.auth });

  it('accepts date filters on the first and last accepted day', async () => {
    for (const query of [
      `created_at_after=${DATE_MIN}`,
      `created_at_before=${DATE_MAX}`,
      `due_date_after=${DATE_MIN}&due_date_before=${DATE_MAX}`,
    ]) {
      const response = await get(`/api/transactions/?${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    }
    const notifications = await get(
      `/api/notifications/notifications/?created_at_before=${DATE_MAX}T23:00:00-05:00`,
      client,
    );
    expect(notifications.statusCode, notifications.body).toBe(200);
    expect((await get(`/api/transactions/?created_at_after=1899-12-31`)).statusCode).toBe(422);
    expect((await get(`/api/transactions/?created_at_before=2200-01-01`)).statusCode).toBe(422);
  });

  it('stores a due date on the last accepted day, and text as NFC without the outer spaces', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/',
      headers: admin.auth,
      payload: {
        title: '  Cafe\u0301  ',
        description: 'line one\n\tline two',
        ...required(),
        due_date: DATE_MAX,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const application = response.json<TApplication>();
    expect(application.due_date).toBe(DATE_MAX);
    expect(application.title).toBe('Café');
    expect(application.description).toBe('line one\n\tline two');
  });

  it('refuses a line break in single-line text but keeps an emoji (a surrogate pair)', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: client.auth,
      payload: { first_name: 'a\nb' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.first_name).toEqual([translate('en', 'invalid_characters')]);
    const emoji = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: client.auth,
      payload: { first_name: 'Sami 😀' },
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
    expect(emoji.json().first_name).toBe('Sami 😀');
  });

  it('refuses ids past 32 bits in a body and in the query string', async () => {
    const reorder = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/form-config/statuses/reorder/',
      headers: admin.auth,
      payload: { ids: [2 ** 31] },
    });
    expect(reorder.statusCode, reorder.body).toBe(422);
    expect(Object.keys(reorder.json().errors)).toEqual(['ids.0']);
    const filter = await get('/api/transactions/?client=2147483648');
    expect(filter.statusCode).toBe(422);
    expect(Object.keys(filter.json().errors)).toEqual(['client']);
  });
});
