import { ZReportSummary, type TApplication, type TReportSummary } from '@mutabaa/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { applicationHistory } from '../../db/schema/index.js';
import { testCast } from '../../test/cast.js';
import { createApplication, moveApplication, type Session } from '../../test/factories.js';

export type Step = { status: string; at: string };

/** The app, its users and eight applications placed in March 2021 (and one in February), whose every figure the report tests know, and the requests they make. */
export function reportsSetup() {
  const {
    t,
    sessions: [admin, editor1, editor2, client],
  } = testCast(['admin', 'editor', 'editor', 'client']);

  /** Only this file's applications carry it, so the figures below are exactly known. */
  const DEPARTMENT = 'قسم التقارير';

  const MARCH = 'created_at_after=2021-03-01&created_at_before=2021-03-31';

  const FILTER = `department=${encodeURIComponent(DEPARTMENT)}`;

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
    const app = await createApplication(t.app, admin, {
      title: 'Report fixture',
      transaction_type: spec.type ?? 'license',
      priority: spec.priority ?? 'normal',
      client: client.user.id,
      department: DEPARTMENT,
      assigned_to: spec.assignee?.user.id ?? null,
      status: spec.draft ? 'draft' : 'submitted',
    });
    for (const step of spec.steps ?? []) {
      await moveApplication(t.app, admin, app.id, step.status);
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

  return {
    t,
    admin,
    editor1,
    editor2,
    client,
    DEPARTMENT,
    MARCH,
    FILTER,
    application,
    walk,
    summary,
    listCount,
    REVIEW_TO_DONE,
  };
}
