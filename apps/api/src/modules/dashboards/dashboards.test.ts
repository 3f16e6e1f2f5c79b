import {
  ZAdminDashboard,
  ZClientDashboard,
  ZEditorDashboard,
  type TAdminDashboard,
  type TApplication,
  type TClientDashboard,
  type TEditorDashboard,
} from '@mutabaa/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import {
  createApplication,
  createUser,
  moveApplication,
  type Session,
} from '../../test/factories.js';

const {
  t,
  sessions: [admin, editor, otherEditor, client, otherClient],
} = testCast(['admin', 'editor', 'editor', 'client', 'client']);

/** Paths from submitted along the default workflow (docs/architecture.md#default-workflow). */
const PATHS: Record<string, string[]> = {
  draft: [],
  submitted: [],
  under_review: ['under_review'],
  pending: ['under_review', 'pending'],
  approved: ['under_review', 'approved'],
  in_progress: ['under_review', 'approved', 'in_progress'],
  completed: ['under_review', 'approved', 'in_progress', 'completed'],
  cancelled: ['cancelled'],
};

/** An application of `client` in `status`, written by the admin. */
async function application(status: string, extra: object = {}): Promise<TApplication> {
  let current = await createApplication(t.app, admin, {
    title: `Dashboard ${status}`,
    client: client.user.id,
    status: status === 'draft' ? 'draft' : 'submitted',
    ...extra,
  });
  for (const next of PATHS[status]!) {
    current = await moveApplication(t.app, admin, current.id, next);
  }
  return current;
}

function get(url: string, session?: Session) {
  return t.app.inject({ method: 'GET', url, headers: session?.auth ?? {} });
}

async function dashboard<T>(role: 'admin' | 'editor' | 'client', session: Session): Promise<T> {
  const response = await get(`/api/dashboard/${role}/`, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/dashboard/admin/', () => {
  it('counts every live application from the counters, and the active users', async () => {
    const before = await dashboard<TAdminDashboard>('admin', admin);
    await application('draft');
    await application('submitted');
    await application('submitted');
    await application('under_review');
    await application('pending');
    await application('completed');
    const removed = await application('submitted');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/transactions/${removed.id}/`,
      headers: admin.auth,
    });
    await createUser(t.app, { role: 'client' });
    await createUser(t.app, { role: 'client', isActive: false });

    const after = await dashboard<TAdminDashboard>('admin', admin);
    expect(after.total_transactions - before.total_transactions).toBe(6);
    // Pending Approval: submitted and under review, the deleted one no longer.
    expect(after.pending_assignments - before.pending_assignments).toBe(3);
    expect(after.completed_transactions - before.completed_transactions).toBe(1);
    expect(after.active_users - before.active_users).toBe(1);
  });

  it('lists the ten newest updates with the full application shape, no wrapper', async () => {
    for (let i = 0; i < 3; i += 1) await application('submitted');
    const touched = await application('draft');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/transactions/${touched.id}/`,
      headers: admin.auth,
      payload: { title: 'Touched last' },
    });
    const body = await dashboard<TAdminDashboard>('admin', admin);
    expect(ZAdminDashboard.strict().parse(body)).toEqual(body);
    expect(body.recent_transactions).toHaveLength(10);
    expect(body.recent_transactions[0]).toMatchObject({ id: touched.id, title: 'Touched last' });
    const times = body.recent_transactions.map((a) => a.updated_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.recent_transactions[0]).toMatchObject({
      transaction_id: expect.stringMatching(/^TX-/),
      reference_number: expect.stringMatching(/^APP-/),
      client: { id: client.user.id },
      status_display: { label_en: 'Draft' },
      comment_count: 0,
    });
  });

  it('is for admins only', async () => {
    expect((await get('/api/dashboard/admin/')).statusCode).toBe(401);
    expect((await get('/api/dashboard/admin/', editor)).statusCode).toBe(403);
    const refused = await get('/api/dashboard/admin/', client);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'permission_denied' });
  });
});

describe('GET /api/dashboard/editor/', () => {
  it('counts the caller’s assigned work: per status, completed today, overdue', async () => {
    const mine = { assigned_to: editor.user.id };
    const before = await dashboard<TEditorDashboard>('editor', editor);
    await application('in_progress', mine);
    await application('in_progress', mine);
    await application('completed', mine);
    const completedEarlier = await application('completed', mine);
    await t.app.db.execute(
      sql`update applications set status_changed_at = now() - interval '2 days'
          where id = ${completedEarlier.id}`,
    );
    await application('submitted', { ...mine, due_date: isoDay(-3) });
    await application('pending', { ...mine, due_date: isoDay(-1) });
    // Not overdue: closed, due today or later, or someone else's.
    await application('completed', { ...mine, due_date: isoDay(-3) });
    await application('cancelled', { ...mine, due_date: isoDay(-3) });
    await application('submitted', { ...mine, due_date: isoDay(0) });
    await application('submitted', { assigned_to: otherEditor.user.id, due_date: isoDay(-3) });
    await application('completed', { assigned_to: otherEditor.user.id });

    const after = await dashboard<TEditorDashboard>('editor', editor);
    expect(ZEditorDashboard.strict().parse(after)).toEqual(after);
    expect(after.my_assigned_transactions - before.my_assigned_transactions).toBe(9);
    const delta = (status: string) =>
      (after.workload_distribution[status] ?? 0) - (before.workload_distribution[status] ?? 0);
    expect(delta('in_progress')).toBe(2);
    expect(delta('completed')).toBe(3);
    expect(delta('submitted')).toBe(2);
    expect(delta('pending')).toBe(1);
    expect(after.my_completed_transactions - before.my_completed_transactions).toBe(2);
    expect(after.my_overdue_transactions - before.my_overdue_transactions).toBe(2);
  });

  it('lists only applications assigned to the caller, newest update first', async () => {
    const assigned = await application('submitted', { assigned_to: editor.user.id });
    // Created by the editor (in their scope) but not assigned to them: not in the list.
    const ownUnassigned = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/',
      headers: editor.auth,
      payload: {
        title: 'Mine, unassigned',
        transaction_type: 'renewal',
        priority: 'high',
        client: client.user.id,
      },
    });
    expect(ownUnassigned.statusCode).toBe(201);
    const body = await dashboard<TEditorDashboard>('editor', editor);
    expect(body.recent_transactions.length).toBeLessThanOrEqual(10);
    expect(body.recent_transactions[0]?.id).toBe(assigned.id);
    expect(body.recent_transactions.every((a) => a.assigned_to?.id === editor.user.id)).toBe(true);
    const other = await dashboard<TEditorDashboard>('editor', otherEditor);
    expect(other.recent_transactions.map((a) => a.id)).not.toContain(assigned.id);
  });

  it('is for editors and admins (an admin sees their own assigned work)', async () => {
    expect((await get('/api/dashboard/editor/')).statusCode).toBe(401);
    expect((await get('/api/dashboard/editor/', client)).statusCode).toBe(403);
    const assigned = await application('in_progress', { assigned_to: admin.user.id });
    const own = await dashboard<TEditorDashboard>('editor', admin);
    expect(own.recent_transactions.map((a) => a.id)).toEqual([assigned.id]);
    expect(own.my_assigned_transactions).toBe(1);
    expect(own.workload_distribution.in_progress).toBe(1);
  });
});

describe('GET /api/dashboard/client/', () => {
  it('counts the caller’s own applications by state; another client sees none of them', async () => {
    const before = await dashboard<TClientDashboard>('client', client);
    const otherBefore = await dashboard<TClientDashboard>('client', otherClient);
    const created: number[] = [];
    for (const status of [
      'draft',
      'submitted',
      'under_review',
      'pending',
      'approved',
      'completed',
      'cancelled',
    ]) {
      created.unshift((await application(status)).id);
    }
    const after = await dashboard<TClientDashboard>('client', client);
    expect(ZClientDashboard.strict().parse(after)).toEqual(after);
    const delta = (key: keyof Omit<TClientDashboard, 'recent_transactions'>) =>
      after[key] - before[key];
    expect(delta('my_total_transactions')).toBe(7);
    expect(delta('my_draft_transactions')).toBe(1);
    expect(delta('my_completed_transactions')).toBe(1);
    // Submitted, under review and pending wait for the staff.
    expect(delta('my_awaiting_response_transactions')).toBe(3);
    // Active: neither draft nor closed.
    expect(delta('my_active_transactions')).toBe(4);
    expect(after.recent_transactions.slice(0, 7).map((a) => a.id)).toEqual(created);
    expect(after.recent_transactions.every((a) => a.client?.id === client.user.id)).toBe(true);

    expect(await dashboard<TClientDashboard>('client', otherClient)).toEqual(otherBefore);
  });

  it('shows an editor or admin only what they are the client of', async () => {
    await application('submitted');
    const body = await dashboard<TClientDashboard>('client', admin);
    expect(body.my_total_transactions).toBe(0);
    expect(body.recent_transactions).toEqual([]);
    expect((await get('/api/dashboard/client/')).statusCode).toBe(401);
  });
});
