import { describe, expect, it } from 'vitest';
import { reportsSetup } from './reports.fixtures.js';

const { t, admin, editor1, editor2, client, DEPARTMENT, MARCH, FILTER, summary, listCount } =
  reportsSetup();

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
