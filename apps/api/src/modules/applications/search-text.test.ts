import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { TApplication } from '@mutabaa/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { createApplication } from '../../test/factories.js';
import { applications, users } from '../../db/schema/index.js';

const {
  t,
  sessions: [admin, client, bystander],
} = testCast([
  'admin',
  ['client', { fullName: 'Old Name', firstName: 'Old', lastName: 'Name' }],
  ['client', { fullName: 'Old Name Too' }],
]);

const created = (clientId: number): Promise<TApplication> =>
  createApplication(t.app, admin, { title: 'Permit', client: clientId });

const search = async (term: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/transactions/?search=${encodeURIComponent(term)}`,
    headers: admin.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ results: TApplication[] }>().results.map((a) => a.id);
};
const profile = (payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/profile/', headers: client.auth, payload });

describe('search text after a profile rename', () => {
  it('finds the client’s applications by the new name only, others untouched', async () => {
    const mine = [await created(client.user.id), await created(client.user.id)];
    const other = await created(bystander.user.id);
    expect(await search('Old Name')).toEqual(
      expect.arrayContaining([...mine, other].map((a) => a.id)),
    );

    const response = await profile({ full_name: 'سارة الأحمد' });
    expect(response.statusCode, response.body).toBe(200);
    // Spelling variants match through the normalised text (أ → ا).
    expect((await search('ساره الاحمد')).sort()).toEqual(mine.map((a) => a.id).sort());
    expect(await search('Old Name')).toEqual([other.id]);
    const [row] = await t.app.db
      .select({ searchText: applications.searchText })
      .from(applications)
      .where(eq(applications.id, other.id));
    expect(row?.searchText).toContain('old name too');
  });

  it('a first or last name change that renames the client refreshes too', async () => {
    const app = await created(client.user.id);
    const response = await profile({ first_name: 'Layla', last_name: 'Haddad' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await search('layla haddad')).toContain(app.id);
  });
});

describe('migration 0033: Persian digits in stored search texts', () => {
  const statements = async (file: string) =>
    (await readFile(fileURLToPath(new URL(`../../../drizzle/${file}`, import.meta.url)), 'utf8'))
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean);
  const run = async (statement: string) => t.app.db.execute(sql.raw(statement));
  const userSearchText = async (id: number) =>
    (await t.app.db.select({ text: users.searchText }).from(users).where(eq(users.id, id)))[0]
      ?.text;

  it('rewrites what was stored before, so both texts are found by ASCII, Arabic-Indic or Persian digits', async () => {
    // Seven digits: no e-mail, phone or reference of the other tests' users holds them.
    const application = await createApplication(t.app, admin, {
      title: 'رخصة ۹۸۷۶۵۴۳',
      client: bystander.user.id,
    });
    const [{ searchText } = { searchText: '' }] = await t.app.db
      .select({ searchText: applications.searchText })
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(searchText).toContain('رخصه 9876543');
    // As written before Persian digits were folded.
    await t.app.db
      .update(applications)
      .set({ searchText: searchText.replace('رخصه 9876543', 'رخصه ۹۸۷۶۵۴۳') })
      .where(eq(applications.id, application.id));

    // The database's function as migration 0018 created it, and a name computed with it.
    const [oldFunction] = (await statements('0018_users_admin.sql')).filter((s) =>
      s.startsWith('--'),
    );
    await run(oldFunction!.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
    await t.app.db
      .update(users)
      .set({ fullName: 'Persian ۴۵۶' })
      .where(eq(users.id, bystander.user.id));
    expect(await userSearchText(bystander.user.id)).toContain('persian ۴۵۶');
    expect(await search('9876543')).not.toContain(application.id);

    for (const statement of await statements('0033_search_persian_digits.sql')) {
      await run(statement);
    }
    expect(await userSearchText(bystander.user.id)).toContain('persian 456');
    for (const term of ['9876543', '٩٨٧٦٥٤٣', '۹۸۷۶۵۴۳', 'رخصه ۹۸۷۶۵۴۳']) {
      expect(await search(term), term).toContain(application.id);
    }
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/users/?search=${encodeURIComponent('persian ٤٥٦')}`,
      headers: admin.auth,
    });
    expect(found.json<{ results: { id: number }[] }>().results.map((u) => u.id)).toEqual([
      bystander.user.id,
    ]);
  });
});
