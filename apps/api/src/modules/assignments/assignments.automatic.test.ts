import type { TApplication, TAssignmentRule } from '@mutabaa/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, formOptions } from '../../db/schema/index.js';
import { testCast } from '../../test/cast.js';
import { createUser, signInAs } from '../../test/factories.js';
import type { Invalid } from './assignments.fixtures.js';
import { apiOf, assigneeOf } from './assignments.fixtures.js';

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
