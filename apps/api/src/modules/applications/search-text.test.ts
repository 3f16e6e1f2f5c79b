import type { TApplication } from '@mutabaa/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { createApplication } from '../../test/factories.js';
import { applications } from '../../db/schema/index.js';

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
