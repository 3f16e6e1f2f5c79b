import type { TReportQuery } from '@mutabaa/shared';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../test/factories.js';
import type { Actor } from '../../lib/actor.js';
import { ReportsService } from './reports.service.js';
import { reportsSetup } from './reports.fixtures.js';

const { t, admin, editor1, editor2, client, application, walk } = reportsSetup();

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
