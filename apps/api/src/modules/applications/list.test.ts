import type { TApplication } from '@mutabaa/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { createApplication, findOption, signInAs, type Session } from '../../test/factories.js';
import { SEARCH_COUNT_CAP } from './applications.repository.js';

const {
  t,
  sessions: [admin, editor, otherEditor, client, otherClient],
} = testCast(['admin', 'editor', 'editor', 'client', 'client']);

const BASE = '/api/transactions';
type Page = {
  count: number;
  count_capped?: boolean;
  next: string | null;
  previous: string | null;
  results: TApplication[];
};

const create = (extra: object, session: Session = admin) =>
  createApplication(t.app, session, {
    title: 'Permit',
    transaction_type: 'permit',
    priority: 'normal',
    client: client.user.id,
    ...extra,
  });
const get = (url: string, session: Session) =>
  t.app.inject({ method: 'GET', url: `${BASE}/${url}`, headers: session.auth });
const page = async (url: string, session: Session) => {
  const response = await get(url, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};
const ids = (p: Page) => p.results.map((a) => a.id);
/** Every page of `url`, `size` at a time. */
const allPages = async (url: string, session: Session, size: number) => {
  const seen: TApplication[] = [];
  for (let n = 1; ; n += 1) {
    const p = await page(
      `${url}${url.includes('?') ? '&' : '?'}page=${n}&page_size=${size}`,
      session,
    );
    seen.push(...p.results);
    if (!p.next) return { count: p.count, results: seen };
  }
};
const newestFirst = (results: TApplication[]) =>
  results.every(
    (a, i) =>
      i === 0 ||
      results[i - 1]!.updated_at > a.updated_at ||
      (results[i - 1]!.updated_at === a.updated_at && results[i - 1]!.id > a.id),
  );

describe('GET /transactions/drafts/', () => {
  it('is routed before /:id/ and needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/drafts/` })).statusCode).toBe(401);
    const empty = await page('drafts/', otherEditor);
    expect(empty).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await get('drafts/?page=0', otherEditor)).statusCode).toBe(422);
  });

  it('an editor sees only their own drafts, newest update first, paged', async () => {
    const mine = [await create({}, editor), await create({}, editor), await create({}, editor)];
    await create({ status: 'submitted' }, editor);
    await create({ assigned_to: editor.user.id }); // a draft of the admin's, assigned to editor
    const theirs = await create({}, otherEditor);

    const first = await page('drafts/?page_size=2', editor);
    expect(first.count).toBe(3);
    expect(first.next).toContain('page=2');
    const all = await allPages('drafts/', editor, 2);
    expect(all.results.map((a) => a.id)).toEqual(mine.map((a) => a.id).reverse());
    expect(all.results.every((a) => a.status === 'draft')).toBe(true);
    expect(newestFirst(all.results)).toBe(true);
    expect(ids(await page('drafts/', otherEditor))).toEqual([theirs.id]);
  });

  it('a client sees their drafts and those made for them, never another client’s', async () => {
    const own = await create({}, client);
    const forClient = await create({}, editor);
    const submitted = await create({ status: 'submitted' }, client);
    const other = await create({}, otherClient);
    const forOther = await create({ client: otherClient.user.id }, editor);

    const listedIds = ids(await page('drafts/', client));
    expect(listedIds).toContain(own.id);
    expect(listedIds).toContain(forClient.id);
    expect(listedIds).not.toContain(submitted.id);
    expect(listedIds).not.toContain(other.id);
    expect(ids(await page('drafts/', otherClient))).toEqual([forOther.id, other.id]);
  });

  it('moves up when edited and leaves when submitted or deleted', async () => {
    const older = await create({}, otherEditor);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/${older.id}/`,
      headers: otherEditor.auth,
      payload: { title: 'Permit, revised' },
    });
    expect(patched.statusCode).toBe(200);
    expect(ids(await page('drafts/', otherEditor))[0]).toBe(older.id);

    const submitted = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${older.id}/transition/`,
      headers: otherEditor.auth,
      payload: { status: 'submitted' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const gone = await create({}, otherEditor);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${gone.id}/`,
      headers: otherEditor.auth,
    });
    expect(removed.statusCode).toBe(204);
    const left = ids(await page('drafts/?page_size=100', otherEditor));
    expect(left).not.toContain(older.id);
    expect(left).not.toContain(gone.id);
  });
});

describe('list pages and counts', () => {
  it('an editor’s created and assigned applications page as one list, no duplicates', async () => {
    const lead = await signInAs(t.app, 'editor');
    const made = [];
    for (let i = 0; i < 7; i += 1) {
      // Alternately created by the editor, assigned to them by the admin, and both.
      const kind = i % 3;
      made.push(
        kind === 0
          ? await create({}, lead)
          : kind === 1
            ? await create({ assigned_to: lead.user.id, status: 'submitted' })
            : await create({ assigned_to: lead.user.id }, lead),
      );
    }
    await create({ assigned_to: otherEditor.user.id });

    const all = await allPages('', lead, 3);
    expect(all.count).toBe(7);
    expect(all.results.map((a) => a.id)).toEqual(made.map((a) => a.id).reverse());
    expect(newestFirst(all.results)).toBe(true);
    // The count from the counters (status only) and from the indexes (other filters) agree.
    expect((await page('?status=draft', lead)).count).toBe(5);
    expect((await page('?status=draft&priority=normal', lead)).count).toBe(5);
    expect((await page('?priority=normal', lead)).count).toBe(7);
  });

  it('orders by any listed field, ascending or descending, across an editor’s two parts', async () => {
    const sorter = await signInAs(t.app, 'editor');
    // One letter case, so that the database's collation and JavaScript agree on the order.
    const titles = ['Delta', 'Alpha', 'Charlie', 'Bravo', 'Echo'];
    for (const [i, title] of titles.entries()) {
      await (i % 2
        ? create({ title, assigned_to: sorter.user.id, priority: i > 2 ? 'high' : 'low' })
        : create({ title, priority: i > 2 ? 'high' : 'low' }, sorter));
    }
    const all = (await allPages('', sorter, 50)).results;
    for (const field of ['title', 'priority', 'reference_number', 'created_at'] as const) {
      const key = (a: TApplication) => String(a[field]);
      for (const sign of ['', '-']) {
        const paged = (await allPages(`?ordering=${sign}${field}`, sorter, 2)).results;
        expect(paged.map((a) => a.id).sort()).toEqual(all.map((a) => a.id).sort());
        // Each page continues where the last stopped: the keys never step back.
        for (let i = 1; i < paged.length; i += 1) {
          const [before, after] = [key(paged[i - 1]!), key(paged[i]!)];
          if (before !== after) {
            expect(sign ? before > after : before < after, `${sign}${field} at ${i}`).toBe(true);
          }
        }
      }
    }
  });

  it('an editor’s total follows reassignment and deletion', async () => {
    const solo = await signInAs(t.app, 'editor');
    const total = async () => (await page('?page_size=1', solo)).count;
    const made = await create({ assigned_to: otherEditor.user.id }, solo);
    await create({ assigned_to: solo.user.id });
    expect(await total()).toBe(2);
    const reassign = (id: number, to: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `${BASE}/${id}/`,
        headers: admin.auth,
        payload: { assigned_to: to },
      });
    expect((await reassign(made.id, solo.user.id)).statusCode).toBe(200);
    expect(await total()).toBe(2);
    expect((await reassign(made.id, otherEditor.user.id)).statusCode).toBe(200);
    expect(await total()).toBe(2);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${made.id}/`,
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect(await total()).toBe(1);
    expect((await allPages('', solo, 1)).results).toHaveLength(1);
  });

  it('counts from the counters match the rows, per scope and status', async () => {
    const scoped = [admin, editor, client, otherClient];
    for (const session of scoped) {
      for (const query of ['', '?status=draft', '?status=submitted']) {
        const counted = await page(query, session);
        const rows = await allPages(query, session, 50);
        expect(counted.count, `${session.user.role} ${query}`).toBe(rows.results.length);
      }
    }
  });

  it('a date window pages newest update first, like any list', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const window = `?created_at_after=${today}&created_at_before=${today}`;
    const all = await allPages(window, admin, 4);
    expect(all.count).toBe(all.results.length);
    expect(all.count).toBeGreaterThan(4);
    expect(newestFirst(all.results)).toBe(true);
  });

  it('a search count stops at its cap, says so, and still offers the next page', async () => {
    // Rows straight into the table: the cap is about counting, not about creating.
    await t.app.db.execute(sql`
      insert into applications (transaction_id, reference_number, title, client_id, search_text)
      select 'TX-CAP' || lpad(i::text, 7, '0'), 'APP-1999-' || lpad(i::text, 6, '0'),
        'Capped', ${otherClient.user.id}, 'capped-term ' || i
      from generate_series(1, ${SEARCH_COUNT_CAP + 5}) as i`);
    const capped = await page('?search=capped-term&page_size=10', admin);
    expect(capped.count).toBe(SEARCH_COUNT_CAP);
    expect(capped.count_capped).toBe(true);
    expect(capped.next).toContain('page=2');
    const beyond = await page(
      `?search=capped-term&page_size=10&page=${SEARCH_COUNT_CAP / 10}`,
      admin,
    );
    expect(beyond.results).toHaveLength(10);
    expect(beyond.next).toContain(`page=${SEARCH_COUNT_CAP / 10 + 1}`);
    // A small result is exact and not marked.
    const exact = await page('?search=capped-term%201000', admin);
    expect(exact.count).toBe(1);
    expect(exact.count_capped).toBeUndefined();
    // The client's own list is counted from the counters: exact, whatever its size.
    expect((await page('?page_size=1', otherClient)).count).toBeGreaterThan(SEARCH_COUNT_CAP);
  });
});

describe('labels of the list', () => {
  it('show an option edited in Form Settings on the next page read', async () => {
    await create({ transaction_type: 'permit' });
    const labelOf = async () =>
      (await page('?transaction_type=permit', admin)).results[0]!.transaction_type_display;
    const before = await labelOf();
    const permit = await findOption(t.app, admin, 'application-types', 'permit');
    const edit = (label: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/transactions/form-config/application-types/${permit.id}/`,
        headers: admin.auth,
        payload: { label_en: label },
      });
    expect((await edit('Permit (edited)')).statusCode).toBe(200);
    try {
      expect((await labelOf())?.label_en).toBe('Permit (edited)');
    } finally {
      await edit(before!.label_en);
    }
    expect((await labelOf())?.label_en).toBe(before!.label_en);
  });
});
