import type { TAssignResponse } from '@mutabaa/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.js';
import { createUser, signInAs } from '../../test/factories.js';
import type { Invalid } from './assignments.fixtures.js';
import { UNKNOWN_ID, assigneeOf, handOverCast } from './assignments.fixtures.js';

describe('bulk assignment, workload and hand-over', () => {
  const { t, admin, client, api, submitted } = handOverCast();

  it('assigns three applications with a reason: history, audit and one notification', async () => {
    const target = await signInAs(t.app, 'editor', { fullName: 'Target Editor' });
    const apps = [await submitted(), await submitted(), await submitted()];
    const ids = apps.map((a) => a.id);
    const notificationsBefore = await api.notificationCount(target);
    const reason = 'Covers the permits desk this week';

    const body = await api.ok<TAssignResponse>(
      await api.assign(admin, { transaction_ids: ids, assigned_to: target.user.id, reason }),
    );
    expect(body).toEqual({ detail: '3 applications assigned.', assigned: 3, unchanged: 0 });

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
      detail: '2 applications returned to the unassigned queue.',
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
});
