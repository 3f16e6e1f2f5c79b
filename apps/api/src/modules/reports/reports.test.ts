import {
  ZReportSummary,
  type TApplication,
  type TReportQuery,
  type TReportSummary,
} from '@mutabaa/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationHistory } from '../../db/schema/index.js';
import { testCast } from '../../test/cast.js';
import type { Session } from '../../test/factories.js';
import type { Actor } from '../../lib/actor.js';
import { ReportsService } from './reports.service.js';

const {
  t,
  sessions: [admin, editor1, editor2, client],
} = testCast(['admin', 'editor', 'editor', 'client']);

/** Only this file's applications carry it, so the figures below are exactly known. */
const DEPARTMENT = 'قسم التقارير';
const MARCH = 'created_at_after=2021-03-01&created_at_before=2021-03-31';
const FILTER = `department=${encodeURIComponent(DEPARTMENT)}`;

type Step = { status: string; at: string };

/**
 * An application made through the API (so its history and triggers are real), then placed in
 * time: its creation at `created` and each status change at its step's time.
 */
async function application(spec: {
  created: string;
  steps?: Step[];
  draft?: boolean;
  due?: string;
  assignee?: Session;
  priority?: string;
  type?: string;
}): Promise<TApplication> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/transactions/',
    headers: admin.auth,
    payload: {
      title: 'Report fixture',
      transaction_type: spec.type ?? 'license',
      priority: spec.priority ?? 'normal',
      client: client.user.id,
      department: DEPARTMENT,
      assigned_to: spec.assignee?.user.id ?? null,
      status: spec.draft ? 'draft' : 'submitted',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const app = response.json<TApplication>();
  for (const step of spec.steps ?? []) {
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${app.id}/transition/`,
      headers: admin.auth,
      payload: { status: step.status },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const times = [spec.created, ...(spec.steps ?? []).map((s) => s.at)];
  const rows = await t.app.db
    .select({ id: applicationHistory.id })
    .from(applicationHistory)
    .where(
      and(
        eq(applicationHistory.applicationId, app.id),
        inArray(applicationHistory.kind, ['created', 'status']),
      ),
    )
    .orderBy(applicationHistory.id);
  expect(rows).toHaveLength(times.length);
  for (const [i, row] of rows.entries()) {
    await t.app.db.execute(
      sql`update application_history set created_at = ${times[i]} where id = ${row.id}`,
    );
  }
  const last = times[times.length - 1]!;
  await t.app.db.execute(sql`
    update applications set created_at = ${spec.created}, updated_at = ${last},
      status_changed_at = ${last}, due_date = ${spec.due ?? null},
      submitted_at = case when ${spec.draft ?? false} then null else ${spec.created}::timestamptz end
    where id = ${app.id}`);
  // Rewriting the history is a bulk change, which the triggers do not follow: recount, as a
  // bulk load does.
  await t.app.db.execute(sql`select report_aggregates_rebuild()`);
  return app;
}

const walk = (day: string, statuses: string[], hour = '09') =>
  statuses.map((status, i) => ({
    status,
    at: `2021-03-${String(Number(day) + i).padStart(2, '0')}T${hour}:00:00Z`,
  }));

async function summary(query: string, session: Session = admin): Promise<TReportSummary> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/reports/summary/?${query}`,
    headers: session.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZReportSummary.parse(response.json());
}

async function listCount(query: string, session: Session = admin): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/transactions/?${query}&page_size=100`,
    headers: session.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ count: number }>().count;
}

const REVIEW_TO_DONE = ['under_review', 'approved', 'in_progress', 'completed'];

beforeAll(async () => {
  // A1: submitted 1 March, completed 5 March (4 days), due the 10th: met.
  await application({
    created: '2021-03-01T09:00:00Z',
    steps: walk('02', REVIEW_TO_DONE),
    due: '2021-03-10',
    assignee: editor1,
    priority: 'high',
  });
  // A2: completed on the 4th, reopened on the 6th, completed again on the 9th (7 days from
  // submission); due the 8th: missed.
  await application({
    created: '2021-03-02T10:00:00Z',
    steps: [
      { status: 'under_review', at: '2021-03-02T12:00:00Z' },
      { status: 'approved', at: '2021-03-03T10:00:00Z' },
      { status: 'in_progress', at: '2021-03-03T12:00:00Z' },
      { status: 'completed', at: '2021-03-04T10:00:00Z' },
      { status: 'under_review', at: '2021-03-06T10:00:00Z' },
      { status: 'approved', at: '2021-03-07T10:00:00Z' },
      { status: 'in_progress', at: '2021-03-08T10:00:00Z' },
      { status: 'completed', at: '2021-03-09T10:00:00Z' },
    ],
    due: '2021-03-08',
    assignee: editor1,
    priority: 'high',
  });
  // A3: no due date, cancelled after 12 hours.
  await application({
    created: '2021-03-03T08:00:00Z',
    steps: [{ status: 'cancelled', at: '2021-03-03T20:00:00Z' }],
    assignee: editor2,
    type: 'permit',
  });
  // A4: completed, then deleted: counted nowhere.
  const deleted = await application({
    created: '2021-03-04T09:00:00Z',
    steps: walk('05', REVIEW_TO_DONE),
    due: '2021-03-30',
    assignee: editor2,
  });
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/transactions/${deleted.id}/`,
    headers: admin.auth,
  });
  expect(removed.statusCode, removed.body).toBe(204);
  // A5: open since the 5th, under review from the 6th, due the 20th: overdue now.
  await application({
    created: '2021-03-05T09:00:00Z',
    steps: [{ status: 'under_review', at: '2021-03-06T09:00:00Z' }],
    due: '2021-03-20',
    assignee: editor2,
  });
  // A6: a draft, never submitted.
  await application({ created: '2021-03-10T09:00:00Z', draft: true });
  // A7: created in February, completed on 12 March (20 days), due the 15th: met.
  await application({
    created: '2021-02-20T09:00:00Z',
    steps: [
      { status: 'under_review', at: '2021-02-21T09:00:00Z' },
      { status: 'approved', at: '2021-02-22T09:00:00Z' },
      { status: 'in_progress', at: '2021-03-01T09:00:00Z' },
      { status: 'completed', at: '2021-03-12T09:00:00Z' },
    ],
    due: '2021-03-15',
    assignee: editor1,
    type: 'permit',
  });
  // A8: submitted on the 20th, open, no assignee, no due date.
  await application({ created: '2021-03-20T09:00:00Z' });
});

describe('GET /api/reports/summary/', () => {
  it('computes every figure of a hand-made month', async () => {
    const report = await summary(`${MARCH}&interval=week&${FILTER}`);
    expect(report.period).toMatchObject({
      start: '2021-03-01',
      end: '2021-03-31',
      interval: 'week',
      final_statuses: ['completed', 'cancelled'],
    });
    expect(report.totals).toEqual({ created: 6, completed: 4, backlog: 2, overdue_now: 1 });
    expect(report.over_time).toEqual([
      { period: '2021-03-01', end: '2021-03-07', created: 4, completed: 2, backlog: 3 },
      { period: '2021-03-08', end: '2021-03-14', created: 1, completed: 2, backlog: 1 },
      { period: '2021-03-15', end: '2021-03-21', created: 1, completed: 0, backlog: 2 },
      { period: '2021-03-22', end: '2021-03-28', created: 0, completed: 0, backlog: 2 },
      { period: '2021-03-29', end: '2021-03-31', created: 0, completed: 0, backlog: 2 },
    ]);
    const counts = (rows: { value: string; count: number }[]) =>
      Object.fromEntries(rows.map((r) => [r.value, r.count]));
    expect(counts(report.by_status)).toEqual({
      draft: 1,
      submitted: 1,
      under_review: 1,
      completed: 2,
      cancelled: 1,
    });
    expect(counts(report.by_type)).toEqual({ license: 5, permit: 1 });
    expect(counts(report.by_priority)).toEqual({ normal: 4, high: 2 });
    expect(report.by_department).toEqual([
      { value: DEPARTMENT, label_en: DEPARTMENT, label_ar: DEPARTMENT, count: 6 },
    ]);
    expect(report.by_status.find((r) => r.value === 'completed')).toMatchObject({
      label_en: 'Completed',
      label_ar: expect.stringMatching(/\p{Script=Arabic}/u),
      badge_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });

    // Processing times 12 h (A3), 96 h (A1), 168 h (A2, to its last completion), 480 h (A7).
    expect(report.processing_time).toMatchObject({ count: 4, median_hours: 96, p90_hours: 480 });
    expect(
      Object.fromEntries(
        report.processing_time.by_type.map((r) => [r.value, [r.count, r.median_hours]]),
      ),
    ).toEqual({ license: [2, 96], permit: [2, 12] });
    expect(
      Object.fromEntries(
        report.processing_time.by_status.map((r) => [
          r.value,
          [r.count, r.median_hours, r.p90_hours],
        ]),
      ),
    ).toEqual({
      submitted: [4, 12, 24],
      under_review: [3, 24, 24],
      approved: [4, 24, 168],
      in_progress: [4, 24, 264],
      completed: [1, 48, 48],
    });

    expect(report.due_date).toMatchObject({ met: 2, missed: 1, overdue_now: 1 });
    const byEditor = Object.fromEntries(
      report.due_date.by_editor.map((r) => [r.user?.id ?? 0, [r.met, r.missed, r.overdue_now]]),
    );
    expect(byEditor).toEqual({ [editor1.user.id]: [2, 1, 0], [editor2.user.id]: [0, 0, 1] });
    expect(report.editors).toEqual([
      {
        user: { id: editor2.user.id, full_name: expect.any(String), email: editor2.user.email },
        open: 1,
        overdue: 1,
        completed: 1,
        median_hours: 12,
      },
      {
        user: { id: editor1.user.id, full_name: expect.any(String), email: editor1.user.email },
        open: 0,
        overdue: 0,
        completed: 3,
        median_hours: 168,
      },
    ]);
  });

  it('gives the same counts as the list behind each figure', async () => {
    const report = await summary(`${MARCH}&interval=week&${FILTER}`);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await listCount(`${MARCH}&${FILTER}`)).toBe(report.totals.created);
    for (const row of report.by_status) {
      expect(await listCount(`${MARCH}&${FILTER}&status=${row.value}`)).toBe(row.count);
    }
    const completed = 'completed_at_after=2021-03-01&completed_at_before=2021-03-31';
    expect(await listCount(`${completed}&${FILTER}`)).toBe(report.totals.completed);
    expect(await listCount(`${completed}&${FILTER}&due_met=true`)).toBe(report.due_date.met);
    expect(await listCount(`${completed}&${FILTER}&due_met=false`)).toBe(report.due_date.missed);
    for (const point of report.over_time) {
      const created = `created_at_after=${point.period}&created_at_before=${point.end}`;
      expect(await listCount(`${created}&${FILTER}`)).toBe(point.created);
      const done = `completed_at_after=${point.period}&completed_at_before=${point.end}`;
      expect(await listCount(`${done}&${FILTER}`)).toBe(point.completed);
      expect(await listCount(`open_on=${point.end}&${FILTER}`)).toBe(point.backlog);
    }
    expect(await listCount(`open=true&due_date_before=${yesterday}&${FILTER}`)).toBe(
      report.totals.overdue_now,
    );
    for (const row of report.editors) {
      const mine = `${FILTER}&assigned_to=${row.user.id}`;
      expect(await listCount(`open=true&${mine}`)).toBe(row.open);
      expect(await listCount(`${completed}&${mine}`)).toBe(row.completed);
    }
    // The unassigned: A8, open.
    expect(await listCount(`open=true&unassigned=true&${FILTER}`)).toBe(
      report.totals.backlog - report.editors.reduce((n, row) => n + row.open, 0),
    );
    // Every application here has a type and a department.
    expect(await listCount(`${MARCH}&${FILTER}&no_type=false`)).toBe(report.totals.created);
    expect(await listCount(`${MARCH}&${FILTER}&no_type=true`)).toBe(0);
    expect(await listCount(`${MARCH}&${FILTER}&no_department=true`)).toBe(0);
    // Time in a status counts exits; the list, each application that left it once.
    const left = 'left_at_after=2021-03-01&left_at_before=2021-03-31';
    const leavers: Record<string, number> = {};
    for (const row of report.processing_time.by_status) {
      leavers[row.value] = await listCount(`${left}&${FILTER}&left_status=${row.value}`);
      expect(leavers[row.value]).toBeLessThanOrEqual(row.count);
    }
    // A2 left under review, approved and in progress twice.
    expect(leavers).toEqual({
      submitted: 4,
      under_review: 2,
      approved: 3,
      in_progress: 3,
      completed: 1,
    });
    // Left submitted by the 7th: A1, A2, A3 and A5, and A7 in February.
    expect(await listCount(`left_status=submitted&left_at_before=2021-03-07&${FILTER}`)).toBe(5);
  });

  it('narrows every figure with the filters', async () => {
    const report = await summary(`${MARCH}&${FILTER}&priority=high`);
    expect(report.totals).toEqual({ created: 2, completed: 2, backlog: 0, overdue_now: 0 });
    expect(report.processing_time).toMatchObject({ median_hours: 96, p90_hours: 168 });
    const permits = await summary(`${MARCH}&${FILTER}&transaction_type=permit`);
    expect(permits.totals).toEqual({ created: 1, completed: 2, backlog: 0, overdue_now: 0 });
    const assigned = await summary(`${MARCH}&${FILTER}&assigned_to=${editor2.user.id}`);
    expect(assigned.totals).toEqual({ created: 2, completed: 1, backlog: 1, overdue_now: 1 });
  });

  it('shows an editor only their scope, and a client nothing', async () => {
    const mine = await summary(`${MARCH}&${FILTER}`, editor2);
    expect(mine.totals).toEqual({ created: 2, completed: 1, backlog: 1, overdue_now: 1 });
    expect(mine.editors.map((e) => e.user.id)).toEqual([editor2.user.id]);
    const other = await summary(`${MARCH}&${FILTER}`, editor1);
    expect(other.totals).toEqual({ created: 2, completed: 3, backlog: 0, overdue_now: 0 });
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/reports/summary/?${MARCH}`,
      headers: client.auth,
    });
    expect(denied.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/reports/summary/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('cuts the first and last points to the period and defaults to this year', async () => {
    const report = await summary(
      `created_at_after=2021-03-03&created_at_before=2021-03-09&interval=week&${FILTER}`,
    );
    expect(report.over_time.map((p) => [p.period, p.end, p.created])).toEqual([
      ['2021-03-03', '2021-03-07', 2],
      ['2021-03-08', '2021-03-09', 0],
    ]);
    const now = new Date();
    const thisYear = await summary('');
    expect(thisYear.period.start).toBe(`${now.getUTCFullYear()}-01-01`);
    expect(thisYear.period.end).toBe(now.toISOString().slice(0, 10));
    expect(thisYear.period.interval).toBe(now.getUTCMonth() === 0 ? 'day' : 'month');
  });

  it('refuses a reversed period and too many points, in the caller’s language', async () => {
    const reversed = await t.app.inject({
      method: 'GET',
      url: '/api/reports/summary/?created_at_after=2021-03-10&created_at_before=2021-03-01',
      headers: { ...admin.auth, 'accept-language': 'ar' },
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.created_at_before[0]).toMatch(/\p{Script=Arabic}/u);
    const tooMany = await t.app.inject({
      method: 'GET',
      url: '/api/reports/summary/?created_at_after=2020-01-01&created_at_before=2022-12-31&interval=day',
      headers: admin.auth,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.interval[0]).toContain('400');
  });

  it('takes its final statuses from the workflow', async () => {
    // Let editors move cancelled applications on: cancelled is no longer final.
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/form-config/status-transitions/',
      headers: admin.auth,
      payload: { from_status: 'cancelled', to_status: 'submitted', min_role: 'editor' },
    });
    expect(added.statusCode, added.body).toBe(201);
    try {
      const report = await summary(`${MARCH}&interval=week&${FILTER}`);
      expect(report.period.final_statuses).toEqual(['completed']);
      // A3 (cancelled on 3 March) is now open work: not completed, and in the backlog.
      expect(report.totals).toMatchObject({ completed: 3, backlog: 3 });
    } finally {
      const id = added.json<{ id: number }>().id;
      await t.app.inject({
        method: 'DELETE',
        url: `/api/transactions/form-config/status-transitions/${id}/`,
        headers: admin.auth,
      });
    }
  });
});

describe('the aggregates (migration 0029)', () => {
  /** Both ways of reading, for the admin's selections the aggregates answer. */
  async function bothWays(query: TReportQuery, session: Session = admin) {
    const service = new ReportsService({ db: t.app.db });
    const actor = { user: { ...session.user, role: session.user.role }, ip: '127.0.0.1' } as Actor;
    const now = new Date();
    const [fast, scan] = [
      await service.summary(query, actor, now, 'auto'),
      await service.summary(query, actor, now, 'scan'),
    ];
    return { fast, scan };
  }

  it('give the figures the applications give, for every selection they answer', async () => {
    const queries: TReportQuery[] = [
      { created_at_after: '2021-03-01', created_at_before: '2021-03-31', interval: 'week' },
      { created_at_after: '2021-03-01', created_at_before: '2021-03-31', interval: 'day' },
      { created_at_after: '2021-02-15', created_at_before: '2021-04-10', interval: 'week' },
      { created_at_after: '2021-01-01', created_at_before: '2021-12-31', interval: 'month' },
      { created_at_after: '2021-03-04', created_at_before: '2021-03-09', interval: 'day' },
      {
        created_at_after: '2021-03-01',
        created_at_before: '2021-03-31',
        assigned_to: editor1.user.id,
      },
      {
        created_at_after: '2021-03-01',
        created_at_before: '2021-03-31',
        assigned_to: editor2.user.id,
      },
    ];
    for (const query of queries) {
      const { fast, scan } = await bothWays(query);
      expect(fast, JSON.stringify(query)).toEqual(scan);
    }
    const { fast } = await bothWays(queries[0]!);
    expect(fast.totals).toEqual({ created: 6, completed: 4, backlog: 2, overdue_now: 1 });
  });

  it('follow reassignment, deletion and a new status in the writing transaction', async () => {
    const query: TReportQuery = { created_at_after: '2021-03-01', created_at_before: '2021-03-31' };
    const moved = await application({
      created: '2021-03-15T09:00:00Z',
      steps: walk('16', ['under_review', 'approved']),
      due: '2021-03-18',
      assignee: editor1,
    });
    const reassigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/transactions/${moved.id}/`,
      headers: admin.auth,
      payload: { assigned_to: editor2.user.id },
    });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    let { fast, scan } = await bothWays(query);
    expect(fast).toEqual(scan);
    expect(fast.totals.created).toBe(7);
    // A change now: after the period, so March's backlog reads back through it.
    const moved2 = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${moved.id}/transition/`,
      headers: admin.auth,
      payload: { status: 'in_progress' },
    });
    expect(moved2.statusCode, moved2.body).toBe(200);
    ({ fast, scan } = await bothWays(query));
    expect(fast).toEqual(scan);
    expect(fast.totals.backlog).toBe(3);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/transactions/${moved.id}/`,
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(204);
    ({ fast, scan } = await bothWays(query));
    expect(fast).toEqual(scan);
    expect(fast.totals.created).toBe(6);
  });
  it('give an editor’s scope, the applications they created for others included', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/',
      headers: editor1.auth,
      payload: {
        title: 'Made by an editor',
        transaction_type: 'license',
        priority: 'normal',
        client: client.user.id,
        department: 'other',
        assigned_to: editor2.user.id,
        status: 'submitted',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const unassigned = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/',
      headers: editor2.auth,
      payload: {
        title: 'Not assigned yet',
        transaction_type: 'permit',
        priority: 'low',
        client: client.user.id,
        status: 'submitted',
      },
    });
    expect(unassigned.statusCode, unassigned.body).toBe(201);
    const thisYear: TReportQuery = {};
    const march: TReportQuery = { created_at_after: '2021-03-01', created_at_before: '2021-03-31' };
    for (const session of [editor1, editor2]) {
      for (const query of [thisYear, march, { ...march, assigned_to: session.user.id }]) {
        const { fast, scan } = await bothWays(query, session);
        expect(fast, JSON.stringify(query)).toEqual(scan);
      }
    }
    const { fast } = await bothWays(thisYear, editor1);
    expect(fast.totals.created).toBe(1);
    expect(fast.editors.map((e) => [e.user.id, e.open])).toEqual([[editor2.user.id, 1]]);
  });
});

describe('GET /api/reports/export/', () => {
  /** Each sheet's rows as arrays of cell values, header first. */
  async function sheets(lang: 'ar' | 'en', query: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/reports/export/?format=xlsx&${query}`,
      headers: { ...admin.auth, 'accept-language': lang },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="mutabaa-report-2021-03-01-2021-03-31.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return workbook.worksheets.map((ws) => ({
      name: ws.name,
      rtl: ws.views[0]?.rightToLeft ?? false,
      rows: ws
        .getSheetValues()
        .filter(Boolean)
        .map((row) => (row as unknown[]).slice(1)),
    }));
  }

  it('writes one sheet per chart with the API’s figures, Arabic intact', async () => {
    const query = `${MARCH}&interval=week&${FILTER}`;
    const report = await summary(query);
    const ar = await sheets('ar', query);
    expect(ar.map((s) => s.name)).toEqual([
      'ملخص',
      'عبر الزمن',
      'حسب الحالة',
      'حسب النوع',
      'حسب الأولوية',
      'حسب القسم',
      'مدة المعالجة',
      'المدة في كل حالة',
      'تواريخ الاستحقاق',
      'المحررون',
    ]);
    expect(ar.every((s) => s.rtl)).toBe(true);
    const [summarySheet, overTime, byStatus, , , byDepartment, processing, , due, editors] = ar;
    expect(summarySheet!.rows).toContainEqual([
      'المُنشأة',
      report.totals.created,
      expect.any(String),
    ]);
    expect(summarySheet!.rows).toContainEqual(['القسم', DEPARTMENT]);
    expect(overTime!.rows.slice(1)).toEqual(
      report.over_time.map((p) => [p.period, p.end, p.created, p.completed, p.backlog]),
    );
    expect(byStatus!.rows.slice(1)).toEqual(report.by_status.map((r) => [r.label_ar, r.count]));
    expect(byDepartment!.rows.slice(1)).toEqual([[DEPARTMENT, 6]]);
    expect(processing!.rows[1]).toEqual(['الكل', 4, 96, 480]);
    expect(due!.rows[1]).toEqual(['الكل', 2, 1, 1]);
    expect(editors!.rows.slice(1)).toEqual(
      report.editors.map((e) => [
        e.user.full_name,
        e.user.email,
        e.open,
        e.overdue,
        e.completed,
        e.median_hours,
      ]),
    );
    const en = await sheets('en', query);
    expect(en[0]!.name).toBe('Summary');
    expect(en[0]!.rtl).toBe(false);
    expect(en[2]!.rows.slice(1)).toEqual(report.by_status.map((r) => [r.label_en, r.count]));
  });

  it('is refused to a client', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/reports/export/?format=xlsx',
      headers: client.auth,
    });
    expect(response.statusCode).toBe(403);
  });
});
