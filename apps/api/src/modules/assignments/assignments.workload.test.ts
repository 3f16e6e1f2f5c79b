import type { TAssignmentRule, TManagedUser, TProfile } from '@mutabaa/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { createUser, signInAs } from '../../test/factories.js';
import type { Invalid, Conflict } from './assignments.fixtures.js';
import { UNKNOWN_ID, apiOf, assigneeOf, handOverCast } from './assignments.fixtures.js';

describe('bulk assignment, workload and hand-over', () => {
  const { t, admin, editor, client, api, submitted } = handOverCast();

  it('admins only, except the workload that editors read too; anonymous is 401', async () => {
    const app = await submitted();
    const assignBody = { transaction_ids: [app.id], assigned_to: editor.user.id };
    const rulesBody = { rules: [{ transaction_type: 'permit', mode: 'balanced' }] };
    const requests = [
      ['GET', '/assignments/', undefined],
      ['POST', '/assignments/', assignBody],
      ['GET', '/assignments/rules/', undefined],
      ['PUT', '/assignments/rules/', rulesBody],
    ] as const;
    for (const [method, url, payload] of requests) {
      for (const session of [editor, client]) {
        const response = await api.call(session, method, url, payload);
        expect(response.statusCode, `${session.user.role} ${method} ${url}`).toBe(403);
      }
      expect((await api.call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await api.call(editor, 'GET', '/assignments/workload/')).statusCode).toBe(200);
    expect((await api.call(client, 'GET', '/assignments/workload/')).statusCode).toBe(403);
    expect((await api.call(null, 'GET', '/assignments/workload/')).statusCode).toBe(401);
    // Nothing of the refused requests happened.
    expect(assigneeOf(await api.detail(admin, app.id))).toBeNull();
    const rules = await api.ok<TAssignmentRule[]>(
      await api.call(admin, 'GET', '/assignments/rules/'),
    );
    expect(rules.find((r) => r.transaction_type === 'permit')?.mode).toBe('off');
  });

  it('workload follows due dates, reassignment, completion and deletion exactly', async () => {
    const worker = await signInAs(t.app, 'editor', { fullName: 'Workload Editor' });
    const other = await signInAs(t.app, 'editor');
    const [yesterday, twoDaysAgo, today, inThree, inTen] = (await Promise.all(
      [-1, -2, 0, 3, 10].map((d) => api.day(d)),
    )) as [string, string, string, string, string];
    const mine = { assigned_to: worker.user.id };
    const late = await submitted({ ...mine, due_date: yesterday });
    const soon = await submitted({ ...mine, due_date: inThree });
    const draft = await api.create(admin, { ...mine, client: client.user.id, due_date: yesterday });
    const done = await submitted({ ...mine, due_date: yesterday });
    await api.move(admin, done.id, 'under_review', 'approved', 'in_progress', 'completed');
    const load = () => api.workloadOf(admin, worker.user.id);

    expect(await load()).toEqual({
      open: 2,
      overdue: 1,
      due_soon: 1,
      completed_last_7_days: 1,
      is_available: true,
    });
    // The editor reads the same figures.
    expect(await api.workloadOf(worker, worker.user.id)).toMatchObject({ open: 2, overdue: 1 });

    const setDue = async (id: number, due_date: string | null) =>
      api.ok(await api.call(admin, 'PATCH', `/transactions/${id}/`, { due_date }));
    await setDue(soon.id, twoDaysAgo);
    expect(await load()).toMatchObject({ open: 2, overdue: 2, due_soon: 0 });
    await setDue(soon.id, inTen);
    expect(await load()).toMatchObject({ open: 2, overdue: 1, due_soon: 0 });
    await setDue(soon.id, today);
    expect(await load()).toMatchObject({ open: 2, overdue: 1, due_soon: 1 });
    await setDue(soon.id, null);
    expect(await load()).toMatchObject({ open: 2, overdue: 1, due_soon: 0 });
    await setDue(soon.id, inThree);
    expect(await load()).toMatchObject({ open: 2, overdue: 1, due_soon: 1 });

    // Submitting the draft makes it open work (and overdue).
    await api.move(admin, draft.id, 'submitted');
    expect(await load()).toMatchObject({ open: 3, overdue: 2, due_soon: 1 });

    const otherBefore = await api.workloadOf(admin, other.user.id);
    await api.ok(
      await api.assign(admin, { transaction_ids: [late.id], assigned_to: other.user.id }),
    );
    expect(await load()).toMatchObject({ open: 2, overdue: 1, due_soon: 1 });
    expect(await api.workloadOf(admin, other.user.id)).toMatchObject({
      open: otherBefore.open + 1,
      overdue: otherBefore.overdue + 1,
    });

    await api.move(admin, soon.id, 'under_review', 'approved', 'in_progress', 'completed');
    expect(await load()).toEqual({
      open: 1,
      overdue: 1,
      due_soon: 0,
      completed_last_7_days: 2,
      is_available: true,
    });

    // Soft deletion takes an application out of every figure.
    expect((await api.call(admin, 'DELETE', `/transactions/${draft.id}/`)).statusCode).toBe(204);
    expect(await load()).toMatchObject({ open: 0, overdue: 0, due_soon: 0 });
    expect((await api.call(admin, 'DELETE', `/transactions/${done.id}/`)).statusCode).toBe(204);
    expect(await load()).toEqual({
      open: 0,
      overdue: 0,
      due_soon: 0,
      completed_last_7_days: 1,
      is_available: true,
    });

    // A completion counts for today and the six days before (UTC), not earlier.
    const completedDaysAgo = async (days: number) =>
      t.app.db.execute(
        sql`update applications set status_changed_at = now() - make_interval(days => ${days})
            where id = ${soon.id}`,
      );
    await completedDaysAgo(6);
    expect(await load()).toMatchObject({ completed_last_7_days: 1 });
    await completedDaysAgo(7);
    expect(await load()).toMatchObject({ completed_last_7_days: 0 });
  });

  it('availability is the editor’s own switch on the profile; a client has none', async () => {
    const away = await signInAs(t.app, 'editor');
    const profile = await api.ok<TProfile>(
      await api.call(away, 'PATCH', '/profile/', { is_available: false }),
    );
    expect(profile.is_available).toBe(false);
    expect((await api.ok<TProfile>(await api.call(away, 'GET', '/profile/'))).is_available).toBe(
      false,
    );
    expect(await api.workloadOf(admin, away.user.id)).toMatchObject({ is_available: false });
    await api.ok(await api.call(away, 'PATCH', '/profile/', { is_available: true }));
    expect(await api.workloadOf(admin, away.user.id)).toMatchObject({ is_available: true });

    const refused = await api.call(client, 'PATCH', '/profile/', { is_available: false });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(refused.json<Invalid>().errors)).toEqual(['is_available']);
    expect((await api.ok<TProfile>(await api.call(client, 'GET', '/profile/'))).is_available).toBe(
      true,
    );
    // Clients are not in the workload at all.
    expect((await api.workload(admin)).some((w) => w.user.id === client.user.id)).toBe(false);
  });

  it('deactivating an editor hands over exactly their open applications', async () => {
    const leaving = await signInAs(t.app, 'editor', { fullName: 'Leaving Editor' });
    const taking = await signInAs(t.app, 'editor', { fullName: 'Taking Editor' });
    const held = { assigned_to: leaving.user.id };
    const [a, b, finished] = [await submitted(held), await submitted(held), await submitted(held)];
    await api.move(admin, finished.id, 'under_review', 'approved', 'in_progress', 'completed');
    const patch = (body: object) => api.call(admin, 'PATCH', `/users/${leaving.user.id}/`, body);

    const refused = await patch({ is_active: false });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<Conflict>().code).toBe('handover_required');
    expect(refused.json<Conflict>().detail).toContain('2');
    const still = await api.ok<TManagedUser>(
      await api.call(admin, 'GET', `/users/${leaving.user.id}/`),
    );
    expect(still.is_active).toBe(true);
    for (const app of [a, b, finished]) {
      expect(assigneeOf(await api.detail(admin, app.id))).toBe(leaving.user.id);
    }
    expect((await api.history(admin, `user=${taking.user.id}`)).count).toBe(0);

    const done = await api.ok<TManagedUser>(
      await patch({ is_active: false, reassign_to: taking.user.id }),
    );
    expect(done.is_active).toBe(false);
    expect(assigneeOf(await api.detail(admin, a.id))).toBe(taking.user.id);
    expect(assigneeOf(await api.detail(admin, b.id))).toBe(taking.user.id);
    expect(assigneeOf(await api.detail(admin, finished.id))).toBe(leaving.user.id);
    const page = await api.history(admin, `user=${taking.user.id}`);
    expect(page.count).toBe(2);
    expect(page.results.map((r) => r.application.id).sort()).toEqual([a.id, b.id].sort());
    for (const row of page.results) {
      expect(row).toMatchObject({
        from_user: { id: leaving.user.id },
        to_user: { id: taking.user.id },
        assigned_by: { id: admin.user.id },
        automatic: false,
      });
    }
    expect(await api.workloadOf(admin, taking.user.id)).toMatchObject({ open: 2 });
    expect((await api.workload(admin)).some((w) => w.user.id === leaving.user.id)).toBe(false);
  });

  it('deactivating with reassign_to null returns the open applications to the queue', async () => {
    const leaving = await signInAs(t.app, 'editor');
    const held = { assigned_to: leaving.user.id };
    const [a, b] = [await submitted(held), await submitted(held)];
    const done = await api.ok<TManagedUser>(
      await api.call(admin, 'PATCH', `/users/${leaving.user.id}/`, {
        is_active: false,
        reassign_to: null,
      }),
    );
    expect(done.is_active).toBe(false);
    expect(await api.queue(admin)).toEqual(expect.arrayContaining([a.id, b.id]));
    const page = await api.history(admin, `user=${leaving.user.id}`);
    expect(
      page.results
        .filter((r) => r.to_user === null)
        .map((r) => r.application.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
  });
});

describe('edge cases of assignees and availability', () => {
  const {
    t,
    sessions: [admin, client],
  } = testCast(['admin', 'client']);
  const api = apiOf(t);

  it('a client cannot set is_available, not even to the value it reads', async () => {
    const response = await api.call(client, 'PATCH', '/profile/', { is_available: true });
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json<Invalid>().errors)).toEqual(['is_available']);
  });

  it('an unassignable reassign_to is a 422 on reassign_to, alone or in bulk', async () => {
    const leaving = await signInAs(t.app, 'editor');
    const app = await api.create(admin, {
      status: 'submitted',
      client: client.user.id,
      assigned_to: leaving.user.id,
    });
    const inactive = await createUser(t.app, { role: 'editor', isActive: false });
    for (const to of [client.user.id, UNKNOWN_ID, inactive.id]) {
      const one = await api.call(admin, 'PATCH', `/users/${leaving.user.id}/`, {
        is_active: false,
        reassign_to: to,
      });
      expect(one.statusCode, one.body).toBe(422);
      expect(Object.keys(one.json<Invalid>().errors), `PATCH ${to}`).toEqual(['reassign_to']);
      const bulk = await api.call(admin, 'POST', '/users/bulk_update/', {
        user_ids: [leaving.user.id],
        is_active: false,
        reassign_to: to,
      });
      expect(bulk.statusCode, bulk.body).toBe(422);
      expect(Object.keys(bulk.json<Invalid>().errors), `bulk ${to}`).toEqual(['reassign_to']);
    }
    expect(assigneeOf(await api.detail(admin, app.id))).toBe(leaving.user.id);
  });

  it('automatic assignment skips an editor whose invitation is still pending', async () => {
    await api.setRules(admin, [{ transaction_type: 'permit', mode: 'balanced' }]);
    const busy = await signInAs(t.app, 'editor');
    // Everyone else this app knows is away.
    await t.app.db.execute(
      sql`update users set is_available = false where role = 'editor' and id <> ${busy.user.id}`,
    );
    await api.create(admin, {
      status: 'submitted',
      client: client.user.id,
      assigned_to: busy.user.id,
    });
    const invited = await api.ok<TManagedUser>(
      await api.call(admin, 'POST', '/users/', {
        email: 'invitee.assignments@example.test',
        first_name: 'Invited',
        last_name: 'Editor',
        role: 'editor',
      }),
      201,
    );
    expect(invited.invitation_pending).toBe(true);
    const app = await api.create(client, { status: 'submitted' });
    expect(assigneeOf(app)).toBe(busy.user.id);
  });
});
