import { normalizeSearchText, type TManagedUser, type TManagedUserPage } from '@mutabaa/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, signInAs, TEST_PASSWORD, type Session } from '../../test/factories.js';

let t: TestApp;
let admin: Session;
let secondAdmin: Session;
let editor: Session;
let client: Session;
let mona: UserRow;
let away: UserRow;
let unverified: UserRow;
// Users of this file only carry this company, so lists can be narrowed to them.
const COMPANY = `Users Test ${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp();
  [admin, secondAdmin, editor, client] = await Promise.all([
    signInAs(t.app, 'admin', { fullName: 'Zaid Admin', companyName: COMPANY }),
    signInAs(t.app, 'admin', { fullName: 'Second Admin' }),
    signInAs(t.app, 'editor', { fullName: 'Yara Editor', companyName: COMPANY }),
    signInAs(t.app, 'client', { fullName: 'Xavier Client', companyName: COMPANY }),
  ]);
  [mona, away, unverified] = await Promise.all([
    createUser(t.app, {
      role: 'client',
      fullName: 'مُنى إبراهيم',
      firstName: 'مُنى',
      lastName: 'إبراهيم',
      companyName: COMPANY,
      phoneNumber: '+966511112222',
    }),
    createUser(t.app, {
      role: 'editor',
      fullName: 'Away Editor',
      companyName: COMPANY,
      isActive: false,
    }),
    createUser(t.app, {
      role: 'client',
      fullName: 'Unverified Client',
      companyName: COMPANY,
      emailVerified: false,
    }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const list = (query: string, session: Session = admin) =>
  t.app.inject({ method: 'GET', url: `/api/users/${query}`, headers: session.auth });
const listed = async (query: string, session: Session = admin) => {
  const response = await list(query, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TManagedUserPage>();
};
/** The ids of this file's users that a query lists, in the listed order. */
const ours = async (query: string) => {
  const search = `search=${encodeURIComponent(COMPANY)}&page_size=100`;
  const page = await listed(`?${search}${query ? `&${query}` : ''}`);
  return page.results.map((u) => u.id);
};

describe('GET /api/users/', () => {
  it('lists every user, active or not, with the user object and the last sign-in', async () => {
    const page = await listed(`?search=${encodeURIComponent(COMPANY)}&page_size=100`);
    expect(page.count).toBe(6);
    const row = page.results.find((u) => u.id === mona.id);
    expect(row).toEqual<TManagedUser>({
      id: mona.id,
      email: mona.email,
      full_name: 'مُنى إبراهيم',
      first_name: 'مُنى',
      last_name: 'إبراهيم',
      phone_number: '+966511112222',
      company_name: COMPANY,
      language_preference: 'en',
      role: 'client',
      is_active: true,
      email_verified: true,
      date_joined: mona.dateJoined.toISOString(),
      calendar: null,
      digits: null,
      last_login: null,
      invitation_pending: false,
      is_available: true,
      two_factor_enabled: false,
    });
    const signedIn = page.results.find((u) => u.id === client.user.id);
    expect(signedIn?.last_login).not.toBeNull();
    expect(Date.now() - Date.parse(signedIn!.last_login!)).toBeLessThan(5 * 60_000);
    expect(JSON.stringify(page)).not.toContain('password');
  });

  it('finds users by name in any spelling of its letters, by e-mail, company and phone', async () => {
    for (const term of ['منى ابراهيم', 'مُنَى', 'إبراهيم', '٠٥١١١١٢٢٢٢'.slice(1), '511112222']) {
      const page = await listed(`?search=${encodeURIComponent(term)}&page_size=100`);
      expect(
        page.results.map((u) => u.id),
        term,
      ).toContain(mona.id);
    }
    const byEmail = await listed(`?search=${encodeURIComponent(away.email.toUpperCase())}`);
    expect(byEmail.results.map((u) => u.id)).toEqual([away.id]);
    const none = await listed('?search=%25_%25');
    expect(none.results.map((u) => u.id)).not.toContain(mona.id);
  });

  it('keeps the stored search text in step with the shared normalisation', async () => {
    const samples = [
      '  أَحْمَد  إبراهيم ١٢٣ مكتبة ـ  HELLO  ',
      'APP-۲۰۲۶-۰۰۰۰۰۱ ۴۵۶',
      'ٱلمدينة المنوّرة',
      'Ève ÉCOLE',
    ];
    for (const text of samples) {
      const result = (await t.app.db.execute(
        sql`select mutabaa_search_normalize(${text}) as n`,
      )) as unknown as { rows: { n: string }[] };
      expect(result.rows[0]?.n).toBe(normalizeSearchText(text));
    }
  });

  it('filters by role, active, verified and never signed in', async () => {
    expect(new Set(await ours('role=editor'))).toEqual(new Set([editor.user.id, away.id]));
    expect(await ours('is_active=false')).toEqual([away.id]);
    expect(await ours('email_verified=false')).toEqual([unverified.id]);
    const never = await ours('never_signed_in=true');
    expect(new Set(never)).toEqual(new Set([mona.id, away.id, unverified.id]));
    const signedIn = await ours('never_signed_in=false');
    expect(new Set(signedIn)).toEqual(new Set([admin.user.id, editor.user.id, client.user.id]));
  });

  it('orders by name, e-mail, role, date joined and last sign-in, both ways', async () => {
    const byName = await ours('ordering=full_name');
    expect(byName.slice(0, 4)).toEqual([away.id, unverified.id, client.user.id, editor.user.id]);
    expect(await ours('ordering=-full_name')).toEqual([...byName].reverse());
    // Never signed in comes last in both directions.
    const byLogin = await ours('ordering=-last_login');
    expect(new Set(byLogin.slice(3))).toEqual(new Set([mona.id, away.id, unverified.id]));
    const byLoginAsc = await ours('ordering=last_login');
    expect(new Set(byLoginAsc.slice(3))).toEqual(new Set([mona.id, away.id, unverified.id]));
    expect(byLoginAsc.slice(0, 3)).toEqual(byLogin.slice(0, 3).reverse());
    const byId = (a: number, b: number) => a - b;
    const clients = [client.user.id, mona.id, unverified.id].sort(byId);
    const editors = [editor.user.id, away.id].sort(byId);
    expect(await ours('ordering=role')).toEqual([admin.user.id, ...clients, ...editors]);
    expect(await ours('ordering=-role')).toEqual([
      ...editors.reverse(),
      ...clients.reverse(),
      admin.user.id,
    ]);
    const byJoined = await ours('ordering=date_joined');
    expect(await ours('ordering=-date_joined')).toEqual([...byJoined].reverse());
  });

  it('pages with count, next and previous', async () => {
    const search = `search=${encodeURIComponent(COMPANY)}`;
    const first = await listed(`?${search}&page_size=4`);
    expect(first.count).toBe(6);
    expect(first.results).toHaveLength(4);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('page=2');
    const second = await listed(`?${search}&page_size=4&page=2`);
    expect(second.results).toHaveLength(2);
    expect(second.next).toBeNull();
    const ids = [...first.results, ...second.results].map((u) => u.id);
    expect(new Set(ids).size).toBe(6);
  });

  it('is for admins only: any admin, never an editor or a client', async () => {
    expect((await list('', secondAdmin)).statusCode).toBe(200);
    expect((await list('', editor)).statusCode).toBe(403);
    expect((await list('', client)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/' })).statusCode).toBe(401);
  });

  it('refuses unknown orderings, roles and yes/no values with a localised 422', async () => {
    for (const query of ['?ordering=password_hash', '?role=superuser', '?is_active=maybe']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/users/${query}`,
        headers: { ...admin.auth, 'accept-language': 'ar' },
      });
      expect(response.statusCode, query).toBe(422);
      expect(response.json<{ code: string }>().code).toBe('validation_error');
    }
  });
});

describe('GET /api/users/{id}/', () => {
  it('answers any user to an admin, deactivated ones too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${away.id}/`,
      headers: admin.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TManagedUser>()).toMatchObject({ id: away.id, is_active: false });
  });

  it('is 404 for an unknown or malformed id and 403 for staff who are not admins', async () => {
    for (const id of ['999999999', 'abc', '0']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/users/${id}/`,
        headers: admin.auth,
      });
      expect(response.statusCode, id).toBe(404);
    }
    const asEditor = await t.app.inject({
      method: 'GET',
      url: `/api/users/${mona.id}/`,
      headers: editor.auth,
    });
    expect(asEditor.statusCode).toBe(403);
  });
});

describe('last sign-in', () => {
  it('is written on each successful sign-in and never on a failed one', async () => {
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: mona.email, password: 'wrong password' },
    });
    expect(before.statusCode).toBe(401);
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/users/${mona.id}/`,
      headers: admin.auth,
    });
    expect(still.json<TManagedUser>().last_login).toBeNull();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: mona.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/users/${mona.id}/`,
      headers: admin.auth,
    });
    expect(after.json<TManagedUser>().last_login).not.toBeNull();
  });
});
