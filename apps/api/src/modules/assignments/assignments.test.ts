import type {
  TApplication,
  TAssignmentPage,
  TAssignmentRule,
  TAssignResponse,
  THistoryEntry,
  TManagedUser,
  TProfile,
  TWorkload,
} from '@mutabaa/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, formOptions } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { testCast } from '../../test/cast.js';
import { createUser, signInAs, type Session } from '../../test/factories.js';

const UNKNOWN_ID = 2147483000;

type Page<T> = { count: number; results: T[] };
type Invalid = { code: string; errors: Record<string, string[]> };
type Conflict = { code: string; detail: string };

/** The requests of one test app, as `session` (or anonymously). */
function apiOf(t: TestApp) {
  const call = (
    session: Session | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    lang = 'en',
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(session ? session.auth : {}), 'accept-language': lang },
      ...(payload !== undefined && { payload }),
    });
  const ok = async <T>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> => {
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  };
  const api = {
    call,
    ok,
    /** POST /transactions/ (201), as `session`. */
    async create(session: Session, fields: object): Promise<TApplication> {
      return ok<TApplication>(
        await call(session, 'POST', '/transactions/', {
          title: 'Shop permit',
          transaction_type: 'permit',
          priority: 'normal',
          ...fields,
        }),
        201,
      );
    },
    async detail(session: Session, id: number): Promise<TApplication> {
      return ok<TApplication>(await call(session, 'GET', `/transactions/${id}/`));
    },
    async move(session: Session, id: number, ...statuses: string[]): Promise<TApplication> {
      let last: TApplication | undefined;
      for (const status of statuses) {
        last = await ok<TApplication>(
          await call(session, 'POST', `/transactions/${id}/transition/`, { status }),
        );
      }
      return last!;
    },
    assign: (session: Session, body: object, lang = 'en') =>
      call(session, 'POST', '/assignments/', body, lang),
    async history(session: Session, query: string, lang = 'en'): Promise<TAssignmentPage> {
      return ok<TAssignmentPage>(
        await call(session, 'GET', `/assignments/?${query}`, undefined, lang),
      );
    },
    async workload(session: Session): Promise<TWorkload[]> {
      return ok<TWorkload[]>(await call(session, 'GET', '/assignments/workload/'));
    },
    async workloadOf(session: Session, userId: number) {
      const row = (await api.workload(session)).find((w) => w.user.id === userId);
      expect(row, `workload of user ${userId}`).toBeDefined();
      const { open, overdue, due_soon, completed_last_7_days, is_available } = row!;
      return { open, overdue, due_soon, completed_last_7_days, is_available };
    },
    async notificationCount(session: Session): Promise<number> {
      return (await ok<Page<unknown>>(await call(session, 'GET', '/notifications/notifications/')))
        .count;
    },
    async appHistory(session: Session, id: number): Promise<THistoryEntry[]> {
      return ok<THistoryEntry[]>(await call(session, 'GET', `/transactions/${id}/history/`));
    },
    async queue(session: Session): Promise<number[]> {
      const page = await ok<Page<TApplication>>(
        await call(session, 'GET', '/transactions/?unassigned=true&open=true&page_size=100'),
      );
      return page.results.map((a) => a.id);
    },
    async setRules(session: Session, rules: { transaction_type: string; mode: string }[]) {
      return ok<TAssignmentRule[]>(await call(session, 'PUT', '/assignments/rules/', { rules }));
    },
    /** The database's today plus `offset` days, as an ISO date (the workload counts by it). */
    async day(offset: number): Promise<string> {
      const result = (await t.app.db.execute(
        sql`select (current_date + ${offset}::int)::text as d`,
      )) as unknown as { rows: { d: string }[] };
      return result.rows[0]!.d;
    },
  };
  return api;
}

const assigneeOf = (a: TApplication) => a.assigned_to?.id ?? null;

describe('bulk assignment, workload and hand-over', () => {
  const {
    t,
    sessions: [admin, editor, client],
  } = testCast([['admin', { fullName: 'Assigning Admin' }], 'editor', 'client']);
  const api = apiOf(t);
  const submitted = (fields: object = {}) =>
    api.create(admin, { status: 'submitted', client: client.user.id, ...fields });

  it('assigns three applications with a reason: history, audit and one notification', async () => {
    const target = await signInAs(t.app, 'editor', { fullName: 'Target Editor' });
    const apps = [await submitted(), await submitted(), await submitted()];
    const ids = apps.map((a) => a.id);
    const notificationsBefore = await api.notificationCount(target);
    const reason = 'Covers the permits desk this week';

    const body = await api.ok<TAssignResponse>(
      await api.assign(admin, { transaction_ids: ids, assigned_to: target.user.id, reason }),
    );
    expect(body).toEqual({ detail: 'Applications assigned: 3.', assigned: 3, unchanged: 0 });

    for (const id of ids) {
      expect(assigneeOf(await api.detail(admin, id))).toBe(target.user.id);
      const entries = await api.appHistory(admin, id);
      const moves = entries.filter((e) => e.field === 'assigned_to');
      expect(moves).toHaveLength(1);
      expect(moves[0]).toMatchObject({
        kind: 'field',
        from_value: null,
        to_value: target.user.id,
        comment: reason,
        actor: { id: admin.user.id },
      });
    }

    const page = await api.history(admin, `user=${target.user.id}`);
    expect(page.count).toBe(3);
    expect(page.results.map((r) => r.application.id)).toEqual([...ids].reverse());
    for (const row of page.results) {
      expect(row).toMatchObject({
        from_user: null,
        to_user: { id: target.user.id, full_name: 'Target Editor', email: target.user.email },
        assigned_by: { id: admin.user.id, full_name: 'Assigning Admin' },
        reason,
        automatic: false,
        rule: null,
      });
    }
    const times = page.results.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    expect(await api.notificationCount(target)).toBe(notificationsBefore + 1);

    const audits = await t.app.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'application.assigned'),
          inArray(auditLogs.entityId, ids.map(String)),
        ),
      );
    expect(audits.map((a) => a.entityId).sort()).toEqual(ids.map(String).sort());
    for (const audit of audits) {
      expect(audit.actorId).toBe(admin.user.id);
      expect(audit.changes).toMatchObject({
        assigned_to: { from: null, to: target.user.id },
        reason,
      });
    }

    // The same assignee again: nothing moves, nothing is written, nobody is told.
    const again = await api.ok<TAssignResponse>(
      await api.assign(admin, { transaction_ids: ids, assigned_to: target.user.id, reason }),
    );
    expect(again).toMatchObject({ assigned: 0, unchanged: 3 });
    expect((await api.history(admin, `user=${target.user.id}`)).count).toBe(3);
    for (const id of ids) {
      expect(
        (await api.appHistory(admin, id)).filter((e) => e.field === 'assigned_to'),
      ).toHaveLength(1);
    }
    expect(await api.notificationCount(target)).toBe(notificationsBefore + 1);

    // One more application with the three: only it moves.
    const fourth = await submitted();
    const mixed = await api.ok<TAssignResponse>(
      await api.assign(admin, {
        transaction_ids: [...ids, fourth.id],
        assigned_to: target.user.id,
      }),
    );
    expect(mixed).toMatchObject({ assigned: 1, unchanged: 3 });
    expect((await api.history(admin, `user=${target.user.id}`)).count).toBe(4);
  });

  it('reassigning records who it came from; the history filters by application', async () => {
    const [first, second] = await Promise.all([
      signInAs(t.app, 'editor', { fullName: 'First Holder' }),
      signInAs(t.app, 'editor', { fullName: 'Second Holder' }),
    ]);
    const app = await submitted({ assigned_to: first.user.id });
    await api.ok(
      await api.assign(admin, { transaction_ids: [app.id], assigned_to: second.user.id }),
    );
    const page = await api.history(admin, `transaction=${app.id}`);
    expect(page.results.map((r) => [r.from_user?.id ?? null, r.to_user?.id ?? null])).toEqual([
      [first.user.id, second.user.id],
      [null, first.user.id],
    ]);
    expect(page.results[0]).toMatchObject({ reason: '', automatic: false });

    // Calendar days in UTC, both inclusive.
    const todayUtc = new Date().toISOString().slice(0, 10);
    const yesterdayUtc = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrowUtc = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const count = async (range: string) =>
      (await api.history(admin, `transaction=${app.id}&${range}`)).count;
    expect(await count(`created_at_after=${todayUtc}&created_at_before=${todayUtc}`)).toBe(2);
    expect(await count(`created_at_before=${yesterdayUtc}`)).toBe(0);
    expect(await count(`created_at_after=${tomorrowUtc}`)).toBe(0);
  });

  it('is all or nothing: an unknown or deleted application is a 422 and nothing moves', async () => {
    const target = await signInAs(t.app, 'editor');
    const [a, b, gone] = [await submitted(), await submitted(), await submitted()];
    const notificationsBefore = await api.notificationCount(target);

    const unknown = await api.assign(admin, {
      transaction_ids: [a.id, b.id, UNKNOWN_ID],
      assigned_to: target.user.id,
    });
    expect(unknown.statusCode, unknown.body).toBe(422);
    const unknownBody = unknown.json<Invalid>();
    expect(Object.keys(unknownBody.errors)).toEqual(['transaction_ids']);
    expect(unknownBody.errors.transaction_ids!.join(' ')).toContain(String(UNKNOWN_ID));

    expect((await api.call(admin, 'DELETE', `/transactions/${gone.id}/`)).statusCode).toBe(204);
    const deleted = await api.assign(admin, {
      transaction_ids: [a.id, gone.id, b.id],
      assigned_to: target.user.id,
    });
    expect(deleted.statusCode, deleted.body).toBe(422);
    const deletedBody = deleted.json<Invalid>();
    expect(Object.keys(deletedBody.errors)).toEqual(['transaction_ids']);
    expect(deletedBody.errors.transaction_ids!.join(' ')).toContain(String(gone.id));
    expect(deletedBody.errors.transaction_ids!.join(' ')).not.toContain(String(a.id));

    for (const app of [a, b]) {
      expect(assigneeOf(await api.detail(admin, app.id))).toBeNull();
      expect((await api.history(admin, `transaction=${app.id}`)).count).toBe(0);
      expect((await api.appHistory(admin, app.id)).some((e) => e.field === 'assigned_to')).toBe(
        false,
      );
    }
    expect((await api.history(admin, `user=${target.user.id}`)).count).toBe(0);
    expect(await api.notificationCount(target)).toBe(notificationsBefore);
    expect(await api.workloadOf(admin, target.user.id)).toMatchObject({ open: 0 });

    const empty = await api.assign(admin, { transaction_ids: [], assigned_to: target.user.id });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json<Invalid>().errors)).toEqual(['transaction_ids']);
  });

  it('refuses an inactive editor, a client or an unknown user as the assignee', async () => {
    const app = await submitted();
    const inactive = await createUser(t.app, { role: 'editor', isActive: false });
    for (const assignee of [inactive.id, client.user.id, UNKNOWN_ID]) {
      const response = await api.assign(admin, {
        transaction_ids: [app.id],
        assigned_to: assignee,
      });
      expect(response.statusCode, `${assignee}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json<Invalid>().errors)).toEqual(['assigned_to']);
    }
    expect(assigneeOf(await api.detail(admin, app.id))).toBeNull();
    expect((await api.history(admin, `transaction=${app.id}`)).count).toBe(0);
    // An admin is assignable.
    const toAdmin = await api.assign(admin, {
      transaction_ids: [app.id],
      assigned_to: admin.user.id,
    });
    expect(toAdmin.json<TAssignResponse>()).toMatchObject({ assigned: 1 });
  });

  it('assigned_to null returns the applications to the unassigned queue', async () => {
    const holder = await signInAs(t.app, 'editor');
    const [a, b] = [await submitted(), await submitted()];
    const draft = await api.create(admin, { client: client.user.id });
    await api.ok(
      await api.assign(admin, { transaction_ids: [a.id, b.id], assigned_to: holder.user.id }),
    );
    let queue = await api.queue(admin);
    expect(queue).not.toContain(a.id);
    expect(queue).not.toContain(b.id);
    expect(queue).not.toContain(draft.id);

    const body = await api.ok<TAssignResponse>(
      await api.assign(admin, {
        transaction_ids: [a.id, b.id],
        assigned_to: null,
        reason: 'Back to the desk',
      }),
    );
    expect(body).toEqual({
      detail: 'Applications returned to the unassigned queue: 2.',
      assigned: 2,
      unchanged: 0,
    });
    queue = await api.queue(admin);
    expect(queue).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(queue).not.toContain(draft.id);
    const page = await api.history(admin, `transaction=${a.id}`);
    expect(page.results[0]).toMatchObject({
      from_user: { id: holder.user.id },
      to_user: null,
      reason: 'Back to the desk',
    });
    expect(await api.workloadOf(admin, holder.user.id)).toMatchObject({ open: 0 });
  });

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

describe('automatic assignment: rules and the balanced rule', () => {
  const {
    t,
    sessions: [admin, client],
  } = testCast(['admin', 'client']);
  const api = apiOf(t);

  it('lists each active application type, off until set; PUT sets one and checks the type', async () => {
    const rules = await api.ok<TAssignmentRule[]>(
      await api.call(admin, 'GET', '/assignments/rules/'),
    );
    expect(rules.map((r) => r.transaction_type)).toEqual([
      'general_request',
      'license',
      'permit',
      'certificate',
      'renewal',
      'complaint',
    ]);
    expect(rules.every((r) => r.mode === 'off' && r.updated_at === null)).toBe(true);
    expect(rules.find((r) => r.transaction_type === 'permit')).toMatchObject({
      label_en: 'Permit',
      label_ar: 'تصريح',
    });

    const after = await api.setRules(admin, [{ transaction_type: 'permit', mode: 'balanced' }]);
    expect(after.map((r) => [r.transaction_type, r.mode])).toEqual([
      ['general_request', 'off'],
      ['license', 'off'],
      ['permit', 'balanced'],
      ['certificate', 'off'],
      ['renewal', 'off'],
      ['complaint', 'off'],
    ]);
    expect(after.find((r) => r.transaction_type === 'permit')?.updated_at).not.toBeNull();
    const audits = await t.app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'assignment_rule.updated'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: admin.user.id,
      entityId: 'permit',
      changes: { mode: { from: 'off', to: 'balanced' } },
    });

    const unknown = await api.call(admin, 'PUT', '/assignments/rules/', {
      rules: [
        { transaction_type: 'license', mode: 'round_robin' },
        { transaction_type: 'no_such_type', mode: 'balanced' },
      ],
    });
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(JSON.stringify(unknown.json<Invalid>().errors)).toContain('no_such_type');
    const badMode = await api.call(admin, 'PUT', '/assignments/rules/', {
      rules: [{ transaction_type: 'license', mode: 'sometimes' }],
    });
    expect(badMode.statusCode).toBe(422);
    const unchanged = await api.ok<TAssignmentRule[]>(
      await api.call(admin, 'GET', '/assignments/rules/'),
    );
    expect(unchanged.find((r) => r.transaction_type === 'license')?.mode).toBe('off');

    // A type taken out of use stays listed while its rule is on, so it can be switched off.
    await api.setRules(admin, [{ transaction_type: 'complaint', mode: 'round_robin' }]);
    await t.app.db
      .update(formOptions)
      .set({ isActive: false })
      .where(and(eq(formOptions.list, 'application-types'), eq(formOptions.value, 'complaint')));
    const withInactive = await api.ok<TAssignmentRule[]>(
      await api.call(admin, 'GET', '/assignments/rules/'),
    );
    expect(withInactive.find((r) => r.transaction_type === 'complaint')?.mode).toBe('round_robin');
    const off = await api.setRules(admin, [{ transaction_type: 'complaint', mode: 'off' }]);
    expect(off.map((r) => r.transaction_type)).not.toContain('complaint');
  });

  it('balanced picks the available editor with the fewest open applications', async () => {
    await api.setRules(admin, [{ transaction_type: 'permit', mode: 'balanced' }]);
    const busy = await createUser(t.app, { role: 'editor', fullName: 'Busy Editor' });
    const free = await createUser(t.app, { role: 'editor', fullName: 'Free Editor' });
    await createUser(t.app, { role: 'editor', fullName: 'Away Editor', isAvailable: false });
    // Admins are never picked, whatever their load.
    for (let i = 0; i < 2; i += 1) {
      const held = await api.create(admin, {
        status: 'submitted',
        client: client.user.id,
        assigned_to: busy.id,
      });
      // An application given an assignee keeps it.
      expect(assigneeOf(held)).toBe(busy.id);
    }

    // Submitted at once by the client.
    const first = await api.create(client, { status: 'submitted' });
    expect(assigneeOf(first)).toBe(free.id);
    expect(assigneeOf(await api.detail(admin, first.id))).toBe(free.id);

    const firstHistory = await api.history(admin, `transaction=${first.id}`);
    expect(firstHistory.count).toBe(1);
    expect(firstHistory.results[0]).toMatchObject({
      from_user: null,
      to_user: { id: free.id },
      assigned_by: null,
      automatic: true,
      rule: 'balanced',
      reason: 'Automatic: the available editor with the fewest open applications (0).',
    });
    const arabic = await api.history(admin, `transaction=${first.id}`, 'ar');
    expect(arabic.results[0]!.reason).toBe(
      'تلقائي: المحرر المتاح صاحب أقل عدد من الطلبات المفتوحة (0).',
    );
    const appEntries = await api.appHistory(admin, first.id);
    expect(appEntries.find((e) => e.field === 'assigned_to')).toMatchObject({
      to_value: free.id,
      actor: null,
    });
    const audit = await t.app.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'application.assigned'), eq(auditLogs.entityId, String(first.id))),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toMatchObject({ automatic: true, rule: 'balanced' });

    // A draft, then submitted: the pick happens on the transition (free has 1, busy 2).
    const draft = await api.create(client, {});
    expect(assigneeOf(draft)).toBeNull();
    const moved = await api.move(client, draft.id, 'submitted');
    expect(assigneeOf(moved)).toBe(free.id);
    expect((await api.history(admin, `transaction=${draft.id}`)).results[0]!.reason).toBe(
      'Automatic: the available editor with the fewest open applications (1).',
    );

    // 2 and 2: the lower id wins.
    const third = await api.create(client, { status: 'submitted' });
    expect(assigneeOf(third)).toBe(busy.id);
    expect(
      (await api.history(admin, `transaction=${third.id}`, 'ar')).results[0]!.reason,
    ).toContain('(2)');

    // Another type, whose rule is off, stays in the queue.
    const other = await api.create(client, { status: 'submitted', transaction_type: 'license' });
    expect(assigneeOf(other)).toBeNull();
    expect(await api.queue(admin)).toContain(other.id);
    expect((await api.history(admin, `transaction=${other.id}`)).count).toBe(0);

    // The rule switched off: new permits stay in the queue.
    await api.setRules(admin, [{ transaction_type: 'permit', mode: 'off' }]);
    const unpicked = await api.create(client, { status: 'submitted' });
    expect(assigneeOf(unpicked)).toBeNull();
  });
});

describe('automatic assignment: round robin', () => {
  const {
    t,
    sessions: [admin, client],
  } = testCast(['admin', 'client']);
  const api = apiOf(t);

  it('cycles through the available editors in id order and skips an away one', async () => {
    // One after the other, so that their ids rise in this order.
    const first = await signInAs(t.app, 'editor', { fullName: 'Editor One' });
    const away = await signInAs(t.app, 'editor', { fullName: 'Editor Two', isAvailable: false });
    const third = await signInAs(t.app, 'editor', { fullName: 'Editor Three' });
    const [e1, e2, e3] = [first.user.id, away.user.id, third.user.id];
    expect(e1 < e2 && e2 < e3).toBe(true);
    await api.setRules(admin, [{ transaction_type: 'renewal', mode: 'round_robin' }]);
    const submit = async (viaDraft: boolean) => {
      if (!viaDraft)
        return api.create(client, { status: 'submitted', transaction_type: 'renewal' });
      const draft = await api.create(client, { transaction_type: 'renewal' });
      return api.move(client, draft.id, 'submitted');
    };

    const picks: (number | null)[] = [];
    for (const viaDraft of [false, true, false]) picks.push(assigneeOf(await submit(viaDraft)));
    expect(picks).toEqual([e1, e3, e1]);

    await api.ok(await api.call(away, 'PATCH', '/profile/', { is_available: true }));
    for (const viaDraft of [true, false, false]) picks.push(assigneeOf(await submit(viaDraft)));
    expect(picks).toEqual([e1, e3, e1, e2, e3, e1]);

    const page = await api.history(admin, `user=${e2}`);
    expect(page.results[0]).toMatchObject({
      automatic: true,
      rule: 'round_robin',
      assigned_by: null,
      reason: 'Automatic: the next available editor in turn.',
    });
    expect((await api.history(admin, `user=${e2}`, 'ar')).results[0]!.reason).toBe(
      'تلقائي: المحرر المتاح التالي بالدور.',
    );
  });
});

describe('automatic assignment: concurrent submissions', () => {
  const EDITORS = 3;
  const {
    t,
    sessions: [admin, client, ...editors],
  } = testCast(['admin', 'client', 'editor', 'editor', 'editor']);
  const api = apiOf(t);

  it('balanced never picks from a stale count: each editor gets exactly three', async () => {
    expect(editors).toHaveLength(EDITORS);
    await api.setRules(admin, [{ transaction_type: 'certificate', mode: 'balanced' }]);
    const responses = await Promise.all(
      Array.from({ length: 3 * EDITORS }, (_, i) =>
        api.call(client, 'POST', '/transactions/', {
          title: `Certificate ${i}`,
          transaction_type: 'certificate',
          priority: 'normal',
          status: 'submitted',
        }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const assignees = responses.map((r) => assigneeOf(r.json<TApplication>()));
    for (const editor of editors) {
      expect(
        assignees.filter((id) => id === editor.user.id),
        `editor ${editor.user.id}`,
      ).toHaveLength(3);
      expect(await api.workloadOf(admin, editor.user.id)).toMatchObject({ open: 3 });
    }
    const counts = (await api.history(admin, 'page_size=100')).results.map((r) => r.reason);
    // Each pick saw the count the previous ones left: 0,0,0, 1,1,1, 2,2,2.
    expect(counts.map((r) => /\((\d+)\)/.exec(r)?.[1]).sort()).toEqual([
      '0',
      '0',
      '0',
      '1',
      '1',
      '1',
      '2',
      '2',
      '2',
    ]);
  });

  it('round robin under concurrent submissions also gives each editor exactly three', async () => {
    await api.setRules(admin, [{ transaction_type: 'license', mode: 'round_robin' }]);
    const before = await Promise.all(editors.map((e) => api.workloadOf(admin, e.user.id)));
    const responses = await Promise.all(
      Array.from({ length: 3 * EDITORS }, (_, i) =>
        api.call(client, 'POST', '/transactions/', {
          title: `Licence ${i}`,
          transaction_type: 'license',
          priority: 'normal',
          status: 'submitted',
        }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const assignees = responses.map((r) => assigneeOf(r.json<TApplication>()));
    for (const [i, editor] of editors.entries()) {
      expect(assignees.filter((id) => id === editor.user.id)).toHaveLength(3);
      expect((await api.workloadOf(admin, editor.user.id)).open).toBe(before[i]!.open + 3);
    }
  });

  it('overlapping bulk assignments at once neither deadlock nor skew the counters', async () => {
    const [one, two] = editors;
    const due = await api.day(-1);
    const apps = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.create(admin, {
          status: 'submitted',
          client: client.user.id,
          transaction_type: 'general_request',
          due_date: due,
        }),
      ),
    );
    const ids = apps.map((a) => a.id);
    const before = await Promise.all([one, two].map((e) => api.workloadOf(admin, e.user.id)));
    const rounds = [ids, [...ids].reverse(), ids.slice(2), ids.slice(0, 6).reverse()];
    const responses = await Promise.all(
      rounds.flatMap((round) => [
        api.assign(admin, { transaction_ids: round, assigned_to: one.user.id }),
        api.assign(admin, { transaction_ids: [...round].reverse(), assigned_to: two.user.id }),
      ]),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const holders = await Promise.all(
      ids.map(async (id) => assigneeOf(await api.detail(admin, id))),
    );
    for (const [i, editor] of [one, two].entries()) {
      const held = holders.filter((h) => h === editor.user.id).length;
      expect(await api.workloadOf(admin, editor.user.id)).toMatchObject({
        open: before[i]!.open + held,
        overdue: before[i]!.overdue + held,
      });
    }
    expect(holders.every((h) => h === one.user.id || h === two.user.id)).toBe(true);
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
