import { isoDay, type TApplication, type TReportSummary } from '@mutabaa/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, applicationSla } from '../../db/schema/index.js';
import { testCast } from '../../test/cast.js';
import { createApplication, moveApplication, type Session } from '../../test/factories.js';

const HOUR = 3_600_000;

describe('service levels in the report', () => {
  const {
    t,
    sessions: [admin, editor1, editor2, client],
  } = testCast(['admin', 'editor', 'editor', 'client']);
  const today = isoDay(new Date());
  const PERIOD = `created_at_after=${today}&created_at_before=${today}`;

  const request = async <T>(url: string, session: Session = admin): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, headers: session.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const summary = (query = '', session: Session = admin) =>
    request<TReportSummary>(`/api/reports/summary/?${PERIOD}${query}`, session);
  const listCount = async (query: string, session: Session = admin) =>
    (await request<{ count: number }>(`/api/transactions/?${query}&page_size=1`, session)).count;

  /** An application under the general policy, assigned to `assignee`. */
  const submitted = (type: string, assignee: Session | null, creator: Session = admin) =>
    createApplication(t.app, creator, {
      title: 'Service level in the report',
      transaction_type: type,
      priority: 'normal',
      client: client.user.id,
      assigned_to: assignee?.user.id ?? null,
      status: 'submitted',
    });
  /** Moves the clock's promise `hours` from now (negative: in the past). */
  const promise = (app: TApplication, hours: number) =>
    t.app.db
      .update(applicationSla)
      .set({ dueAt: new Date(Date.now() + hours * HOUR) })
      .where(eq(applicationSla.applicationId, app.id));
  const complete = async (app: TApplication) => {
    for (const status of ['under_review', 'approved', 'in_progress', 'completed']) {
      await moveApplication(t.app, admin, app.id, status);
    }
  };

  it('counts met, missed and breached, in all, per type and per assignee', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sla/policies/',
      headers: admin.auth,
      payload: { name_ar: 'عامة', name_en: 'General', resolution_hours: 40 },
    });
    expect(created.statusCode, created.body).toBe(201);

    // Editor 1: two met (a permit, a licence), one missed (a permit), one breached (a licence).
    // Editor 2: one missed (no type), one running. Unassigned: one breached permit.
    const met1 = await submitted('permit', editor1);
    const met2 = await submitted('license', editor1);
    const missed1 = await submitted('permit', editor1);
    const missed2 = await submitted('license', editor2, editor2);
    // Types became required after some were imported without one.
    await t.app.db
      .update(applications)
      .set({ transactionType: null })
      .where(eq(applications.id, missed2.id));
    const breached1 = await submitted('license', editor1);
    const breached2 = await submitted('permit', null);
    await submitted('permit', editor2);
    for (const app of [met1, met2]) await complete(app);
    for (const app of [missed1, missed2]) {
      await complete(app);
      await promise(app, -2);
    }
    // A pause is not a breach, even past its promise.
    const paused = await submitted('permit', editor2);
    await promise(paused, -5);
    await t.app.db
      .update(applicationSla)
      .set({ pausedAt: new Date() })
      .where(eq(applicationSla.applicationId, paused.id));
    await promise(breached1, -1);
    await promise(breached2, -30);

    const report = await summary();
    const level = report.service_level;
    expect(level).toMatchObject({ met: 2, missed: 2, breached_now: 2, met_percent: 50 });
    const byType = Object.fromEntries(
      level.by_type.map((r) => [r.value, [r.met, r.missed, r.breached_now]]),
    );
    expect(byType).toEqual({ permit: [1, 1, 1], license: [1, 0, 1], '': [0, 1, 0] });
    expect(level.by_type.find((r) => r.value === 'permit')).toMatchObject({
      label_en: expect.any(String),
      label_ar: expect.stringMatching(/\p{Script=Arabic}/u),
    });
    const byEditor = Object.fromEntries(
      level.by_editor.map((r) => [r.user?.id ?? 0, [r.met, r.missed, r.breached_now]]),
    );
    expect(byEditor).toEqual({
      [editor1.user.id]: [2, 1, 1],
      [editor2.user.id]: [0, 1, 0],
      0: [0, 0, 1],
    });
    expect(level.by_editor.at(-1)?.user).toBeNull();

    // Each figure is the count of the list behind it.
    const done = `completed_at_after=${today}&completed_at_before=${today}`;
    const lists = {
      met: `${done}&sla_state=met`,
      missed: `${done}&sla_state=missed`,
      breached_now: 'sla_state=breached',
    } as const;
    for (const [figure, query] of Object.entries(lists) as [keyof typeof lists, string][]) {
      expect(await listCount(query), figure).toBe(level[figure]);
      for (const row of level.by_type) {
        const narrowing = row.value ? `transaction_type=${row.value}` : 'no_type=true';
        expect(await listCount(`${query}&${narrowing}`), `${figure} ${row.value}`).toBe(
          row[figure],
        );
      }
      for (const row of level.by_editor) {
        const narrowing = row.user ? `assigned_to=${row.user.id}` : 'unassigned=true';
        expect(await listCount(`${query}&${narrowing}`), `${figure} ${narrowing}`).toBe(
          row[figure],
        );
      }
    }

    // An editor's report covers what they created or are assigned, like their list.
    const own = (await summary('', editor2)).service_level;
    expect(own).toMatchObject({ met: 0, missed: 1, breached_now: 0, met_percent: 0 });
    expect(await listCount(lists.missed, editor2)).toBe(own.missed);
    const mine = (await summary('', editor1)).service_level;
    expect(mine).toMatchObject({ met: 2, missed: 1, breached_now: 1 });
    expect(await listCount(lists.breached_now, editor1)).toBe(mine.breached_now);

    // The report's filters narrow it as they narrow the list.
    const permits = (await summary('&transaction_type=permit')).service_level;
    expect(permits).toMatchObject({ met: 1, missed: 1, breached_now: 1, met_percent: 50 });
    const assigned = (await summary(`&assigned_to=${editor1.user.id}`)).service_level;
    expect(assigned).toMatchObject({ met: 2, missed: 1, breached_now: 1, met_percent: 66.7 });

    // Another period counts no completion, but what is breached now still shows.
    const before = await request<TReportSummary>(
      '/api/reports/summary/?created_at_after=2020-01-01&created_at_before=2020-01-31',
    );
    expect(before.service_level).toMatchObject({
      met: 0,
      missed: 0,
      breached_now: 2,
      met_percent: null,
    });
  });

  it('carries the figures in the export, in both languages', async () => {
    for (const [lang, sheet] of [
      ['en', 'Service levels'],
      ['ar', 'مستويات الخدمة'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/reports/export/?${PERIOD}`,
        headers: { ...admin.auth, 'accept-language': lang },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { default: ExcelJS } = await import('exceljs');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const levels = book.getWorksheet(sheet);
      expect(levels, lang).toBeDefined();
      const rows = levels!.getSheetValues().filter(Boolean) as unknown[][];
      // Header, then all: met 2, missed 2, breached 2, 50 %.
      expect(rows[1]!.slice(3, 7)).toEqual([2, 2, 2, 50]);
    }
  });
});
