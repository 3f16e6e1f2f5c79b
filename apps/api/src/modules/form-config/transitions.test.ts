import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { auditLogs } from '../../db/schema/index.js';

const {
  t,
  sessions: [admin, editor, client],
} = testCast(['admin', 'editor', 'client']);

const URL = '/api/transactions/form-config/status-transitions/';
type Transition = { id: number; from_status: string; to_status: string; min_role: string };

const list = async (session = client) =>
  (await t.app.inject({ method: 'GET', url: URL, headers: session.auth })).json<Transition[]>();
const create = (payload: object, session = admin) =>
  t.app.inject({ method: 'POST', url: URL, headers: session.auth, payload });
const audits = (action: string, id: number) =>
  t.app.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, String(id))));

/** The default workflow (docs/architecture.md#default-workflow), as "from>to:role". */
const DEFAULT_WORKFLOW = [
  'draft>submitted:client',
  'draft>cancelled:client',
  'submitted>cancelled:client',
  'submitted>under_review:editor',
  'submitted>on_hold:editor',
  'under_review>approved:editor',
  'under_review>pending:editor',
  'under_review>on_hold:editor',
  'under_review>cancelled:editor',
  'pending>under_review:editor',
  'pending>in_progress:editor',
  'pending>cancelled:editor',
  'approved>in_progress:editor',
  'approved>paid:editor',
  'paid>in_progress:editor',
  'paid>completed:editor',
  'in_progress>completed:editor',
  'in_progress>pending:editor',
  'in_progress>on_hold:editor',
  'on_hold>under_review:editor',
  'on_hold>in_progress:editor',
  'on_hold>cancelled:editor',
  'completed>under_review:admin',
  'cancelled>under_review:admin',
];

describe('status transitions', () => {
  it('are seeded with the default workflow and readable by any signed-in user', async () => {
    const seeded = (await list()).map((x) => `${x.from_status}>${x.to_status}:${x.min_role}`);
    expect(seeded.sort()).toEqual([...DEFAULT_WORKFLOW].sort());
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('can be created, changed and deleted by an admin, each change audited', async () => {
    const created = await create({
      from_status: 'draft',
      to_status: 'on_hold',
      min_role: 'editor',
    });
    expect(created.statusCode).toBe(201);
    const transition = created.json<Transition>();
    expect(transition).toMatchObject({
      from_status: 'draft',
      to_status: 'on_hold',
      min_role: 'editor',
    });

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `${URL}${transition.id}/`,
      headers: admin.auth,
      payload: { min_role: 'admin' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().min_role).toBe('admin');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${URL}${transition.id}/`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list()).some((x) => x.id === transition.id)).toBe(false);

    expect(await audits('status_transition.created', transition.id)).toHaveLength(1);
    const [update] = await audits('status_transition.updated', transition.id);
    expect(update?.changes).toMatchObject({ min_role: { from: 'editor', to: 'admin' } });
    expect(await audits('status_transition.deleted', transition.id)).toHaveLength(1);
  });

  it('refuses unknown or equal statuses (422), duplicates (409) and bad roles', async () => {
    const unknown = await create({ from_status: 'nope', to_status: 'draft', min_role: 'editor' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ from_status: ['There is no status with this value.'] });
    const same = await create({ from_status: 'paid', to_status: 'paid', min_role: 'editor' });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.to_status).toEqual(['A status cannot change to itself.']);
    const duplicate = await create({
      from_status: 'draft',
      to_status: 'submitted',
      min_role: 'admin',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('transition_exists');
    const role = await create({ from_status: 'draft', to_status: 'paid', min_role: 'owner' });
    expect(role.statusCode).toBe(422);
    expect(Object.keys(role.json().errors)).toEqual(['min_role']);
  });

  it('answers 404 for unknown ids', async () => {
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `${URL}987654/`,
        headers: admin.auth,
        payload: method === 'PATCH' ? { min_role: 'editor' } : undefined,
      });
      expect(response.statusCode, method).toBe(404);
    }
  });

  it('refuses writes to editors, clients and anonymous callers', async () => {
    const [first] = await list();
    const requests = [
      { method: 'POST' as const, url: URL, payload: {} },
      { method: 'PATCH' as const, url: `${URL}${first!.id}/`, payload: { min_role: 'client' } },
      { method: 'DELETE' as const, url: `${URL}${first!.id}/` },
    ];
    for (const request of requests) {
      for (const session of [editor, client]) {
        const response = await t.app.inject({ ...request, headers: session.auth });
        expect(response.statusCode, `${request.method}`).toBe(403);
      }
      expect((await t.app.inject(request)).statusCode).toBe(401);
    }
  });
});
