import type { TApplication, TSlaPolicy } from '@mutabaa/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, applicationSlaPauses, slaPolicies } from '../../db/schema/index.js';
import { testCast } from '../../test/cast.js';
import { parseCsv } from '../../test/csv.js';
import { createApplication, type Session } from '../../test/factories.js';
import { applicationRequests } from '../applications/applications.fixtures.js';
import { bumpSlaVersion } from './calendar.js';
import { recomputeClocks } from './recompute.js';

// Riyadh (UTC+3), Sunday to Thursday 08:00–15:00: 7 working hours a day. Sunday 29 Nov 2026
// 08:00 Riyadh is 05:00 UTC.
const SUNDAY_8 = '2026-11-29T05:00:00.000Z';

describe('service-level clocks of applications', () => {
  const {
    t,
    sessions: [admin, editor, client],
  } = testCast(['admin', 'editor', 'client']);
  const api = applicationRequests(t, { admin, client });

  const policy = async (body: object): Promise<TSlaPolicy> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sla/policies/',
      headers: admin.auth,
      payload: { name_ar: 'سياسة', name_en: 'Policy', ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TSlaPolicy>();
  };
  const patchPolicy = async (id: number, body: object) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/sla/policies/${id}/`,
      headers: admin.auth,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const submitted = (extra: object = {}, session: Session = admin) =>
    createApplication(t.app, session, {
      title: 'Permit',
      transaction_type: 'permit',
      priority: 'normal',
      client: client.user.id,
      assigned_to: editor.user.id,
      status: 'submitted',
      ...extra,
    });
  const slaOf = async (id: number, session: Session = admin) => (await api.detail(id, session)).sla;
  /** Sets when it was submitted and its pauses, then recomputes every open clock. */
  const rewrite = async (id: number, submittedAt: string, pauses: [string, string | null][]) => {
    await t.app.db
      .update(applications)
      .set({ submittedAt: new Date(submittedAt) })
      .where(eq(applications.id, id));
    await t.app.db.delete(applicationSlaPauses).where(eq(applicationSlaPauses.applicationId, id));
    if (pauses.length) {
      await t.app.db.insert(applicationSlaPauses).values(
        pauses.map(([from, to]) => ({
          applicationId: id,
          startedAt: new Date(from),
          endedAt: to === null ? null : new Date(to),
        })),
      );
    }
    await recompute();
  };
  const recompute = async () => {
    await bumpSlaVersion(t.app.db);
    expect(await recomputeClocks(t.app.db)).toBe(true);
  };

  let general: TSlaPolicy;
  let permits: TSlaPolicy;

  it('has no clock without a policy, and none for a draft', async () => {
    const app = await submitted();
    expect(app.sla).toBeNull();
    general = await policy({ resolution_hours: 35, pause_statuses: ['pending'] });
    // The new policy reaches the open application once the clocks are recomputed.
    expect(await recomputeClocks(t.app.db)).toBe(true);
    expect((await slaOf(app.id))?.policy_id).toBe(general.id);
    const draft = await createApplication(t.app, client, {
      title: 'Draft',
      transaction_type: 'permit',
    });
    expect(await slaOf(draft.id, client)).toBeNull();
  });

  it('chooses the most specific active policy', async () => {
    permits = await policy({
      transaction_type: 'permit',
      resolution_hours: 14,
      pause_statuses: ['pending', 'on_hold'],
    });
    const urgentPermits = await policy({
      transaction_type: 'permit',
      priority: 'urgent',
      resolution_hours: 7,
    });
    const urgent = await policy({ priority: 'urgent', resolution_hours: 21 });
    const cases: [object, number][] = [
      [{ transaction_type: 'permit', priority: 'urgent' }, urgentPermits.id],
      [{ transaction_type: 'permit', priority: 'low' }, permits.id],
      [{ transaction_type: 'license', priority: 'urgent' }, urgent.id],
      [{ transaction_type: 'license', priority: 'low' }, general.id],
    ];
    for (const [fields, expected] of cases) {
      const app = await submitted(fields);
      expect(app.sla?.policy_id, JSON.stringify(fields)).toBe(expected);
    }
    // Deactivated, the next one down applies: the type's, before the priority's.
    await patchPolicy(urgentPermits.id, { active: false });
    await recomputeClocks(t.app.db);
    const app = await submitted({ priority: 'urgent' });
    expect(app.sla?.policy_id).toBe(permits.id);
  });

  it('counts working time from the first submission, and adds each pause exactly', async () => {
    const app = await submitted();
    expect(app.sla?.policy_id).toBe(permits.id);
    expect(app.sla?.state).toBe('running');
    // 14 working hours from Sunday 08:00: the end of Monday.
    await rewrite(app.id, SUNDAY_8, []);
    expect(await slaOf(app.id)).toMatchObject({
      started_at: SUNDAY_8,
      due_at: '2026-11-30T12:00:00.000Z',
      paused_minutes: 0,
    });
    // Paused Sunday 10:00–13:00 (3 working hours) and from Monday 14:00 to Tuesday 09:00
    // (1 + 1 working hours): due 5 hours later, Tuesday 13:00.
    await rewrite(app.id, SUNDAY_8, [
      ['2026-11-29T07:00:00Z', '2026-11-29T10:00:00Z'],
      ['2026-11-30T11:00:00Z', '2026-12-01T06:00:00Z'],
    ]);
    expect(await slaOf(app.id)).toMatchObject({
      due_at: '2026-12-01T10:00:00.000Z',
      paused_minutes: 300,
    });
  });

  it('pauses in a pause status and resumes after it; the applicant sees no policy', async () => {
    const app = await submitted();
    await api.moved(app.id, 'under_review', editor);
    const paused = await api.moved(app.id, 'pending', editor);
    expect(paused.sla?.state).toBe('paused');
    const pauses = await t.app.db
      .select()
      .from(applicationSlaPauses)
      .where(eq(applicationSlaPauses.applicationId, app.id));
    expect(pauses).toHaveLength(1);
    expect(pauses[0]!.endedAt).toBeNull();
    const resumed = await api.moved(app.id, 'under_review', editor);
    expect(resumed.sla?.state).toBe('running');
    const closed = await t.app.db
      .select()
      .from(applicationSlaPauses)
      .where(eq(applicationSlaPauses.applicationId, app.id));
    expect(closed[0]!.endedAt).not.toBeNull();

    const seen = await slaOf(app.id, client);
    expect(seen).toMatchObject({ policy_id: null, state: 'running' });
    expect(seen?.due_at).toBe(resumed.sla?.due_at);
    // The public tracking page: the same promise, nothing internal.
    const page = await t.app.inject({ url: `/api/public/transactions/${app.transaction_id}/` });
    expect(page.json<{ sla: unknown }>().sla).toEqual(seen);
  });

  it('is met, missed or breached', async () => {
    const late = await submitted();
    await rewrite(late.id, '2026-01-04T05:00:00Z', []);
    expect(await slaOf(late.id)).toMatchObject({
      state: 'breached',
      breached_at: '2026-01-05T12:00:00.000Z',
    });
    for (const status of ['under_review', 'approved', 'in_progress', 'completed']) {
      await api.moved(late.id, status, admin);
    }
    expect(await slaOf(late.id)).toMatchObject({
      state: 'missed',
      breached_at: '2026-01-05T12:00:00.000Z',
    });

    const quick = await submitted();
    for (const status of ['under_review', 'approved', 'in_progress', 'completed']) {
      await api.moved(quick.id, status, admin);
    }
    expect(await slaOf(quick.id)).toMatchObject({ state: 'met', breached_at: null });
    // Reopened, it runs again; completed again, it is judged again.
    expect((await api.moved(quick.id, 'under_review', admin)).sla?.state).toBe('running');
  });

  it('keeps paused time when the calendar or the policy changes', async () => {
    const app = await submitted();
    await rewrite(app.id, SUNDAY_8, [['2026-11-29T07:00:00Z', '2026-11-29T10:00:00Z']]);
    // 14 running hours: Sunday 4 (3 paused), Monday 7, Tuesday 3 → Tuesday 11:00 Riyadh.
    expect((await slaOf(app.id))?.due_at).toBe('2026-12-01T08:00:00.000Z');
    // Working days from 07:00, 8 hours: Sunday 4, Monday 8, Tuesday 2 → Tuesday 09:00.
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/sla/calendar/',
      headers: admin.auth,
      payload: {
        timezone: 'Asia/Riyadh',
        working_days: [0, 1, 2, 3, 4],
        day_start: '07:00',
        day_end: '15:00',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await recomputeClocks(t.app.db)).toBe(true);
    expect(await slaOf(app.id)).toMatchObject({
      due_at: '2026-12-01T06:00:00.000Z',
      paused_minutes: 180,
    });
    // A type that chooses another policy (35 hours) keeps the pause: Sunday 4, Monday to
    // Wednesday 24, Thursday 7 → Thursday 14:00.
    const changed = await api.patch(app.id, { transaction_type: 'license' });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json<TApplication>().sla;
    expect(after).toMatchObject({
      policy_id: general.id,
      due_at: '2026-12-03T11:00:00.000Z',
      paused_minutes: 180,
    });
    // A change of that policy too: 13 hours → Sunday 4, Monday 8, Tuesday 1 → Tuesday 08:00.
    await patchPolicy(general.id, { resolution_hours: 13 });
    expect(await recomputeClocks(t.app.db)).toBe(true);
    expect((await slaOf(app.id))?.due_at).toBe('2026-12-01T05:00:00.000Z');
  });

  it('lists by state and due time, with the count behind each filter', async () => {
    const all = await api.listed('?page_size=100');
    const byState = (state: string) =>
      all.results.filter((a) => a.sla?.state === state).map((a) => a.id);
    for (const state of ['breached', 'running', 'missed', 'met']) {
      const page = await api.listed(`?sla_state=${state}&page_size=100`);
      expect(page.results.map((a) => a.id).sort(), state).toEqual(byState(state).sort());
      expect(page.count, state).toBe(byState(state).length);
    }
    const either = await api.listed('?sla_state=breached,missed&page_size=100');
    expect(either.count).toBe(byState('breached').length + byState('missed').length);

    const ordered = await api.listed('?ordering=sla_due_at&sla_state=running,breached');
    const dues = ordered.results.map((a) => a.sla!.due_at);
    expect(dues).toEqual([...dues].sort());
    const before = await api.listed(`?sla_due_before=${encodeURIComponent(dues[0]!)}`);
    expect(before.results.every((a) => a.sla!.due_at < dues[0]!)).toBe(true);

    const bad = await api.list('?sla_state=late');
    expect(bad.statusCode).toBe(422);

    // The export selects the same rows and carries the state and the promised moment.
    const exported = await t.app.inject({
      url: '/api/transactions/export/?format=csv&sla_state=breached,missed',
      headers: { ...admin.auth, 'accept-language': 'en' },
    });
    expect(exported.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(exported.body.replace(/^\uFEFF/, ''));
    const state = header!.indexOf('Service level');
    const due = header!.indexOf('Promised by');
    expect(rows).toHaveLength(either.count);
    const expected = new Map(all.results.map((a) => [a.reference_number, a.sla] as const));
    for (const row of rows) {
      const sla = expected.get(row[0]!)!;
      expect(row[state]).toBe(sla.state === 'breached' ? 'Late' : 'Missed');
      expect(Date.parse(row[due]!)).toBe(Date.parse(sla.due_at));
    }
  });

  it('starts a recomputation again from the first application when the rules change during it', async () => {
    const walked = await policy({
      transaction_type: 'certificate',
      resolution_hours: 7,
    });
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const app = await submitted({ transaction_type: 'certificate' });
      await rewrite(app.id, SUNDAY_8, []);
      ids.push(app.id);
    }
    // Changes written straight to the database, so that no recomputation starts by itself.
    const change = async (hours: number) => {
      await t.app.db
        .update(slaPolicies)
        .set({ resolutionHours: hours })
        .where(eq(slaPolicies.id, walked.id));
      await bumpSlaVersion(t.app.db);
    };
    await change(14);
    // One batch that ends among these five, then another change: every clock must end under
    // the last one, those of the first batch too.
    const [before] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(
        sql`id < ${ids[2]} and deleted_at is null and submitted_at is not null and status not in ('completed', 'cancelled')`,
      );
    const batch = Number(before!.n);
    expect(await recomputeClocks(t.app.db, { batch, maxBatches: 1 })).toBe(false);
    await change(21);
    expect(await recomputeClocks(t.app.db, { batch })).toBe(true);
    for (const id of ids) {
      // 21 hours from Sunday 08:00 on 07:00–15:00 days: Sunday 7, Monday 8, Tuesday 6.
      expect((await slaOf(id))?.due_at, String(id)).toBe('2026-12-01T10:00:00.000Z');
    }
  });

  it('drops the clock of a deleted application', async () => {
    const app = await submitted();
    expect(app.sla).not.toBeNull();
    const every = '?sla_state=running,breached,paused,met,missed&page_size=100';
    const before = await api.listed(every);
    expect(before.count).toBe(before.results.length);
    expect((await api.remove(app.id)).statusCode).toBe(204);
    const rows = await t.app.db
      .select()
      .from(applications)
      .where(inArray(applications.id, [app.id]));
    expect(rows[0]!.deletedAt).not.toBeNull();
    const page = await api.listed(every);
    expect(page.results.map((a) => a.id)).not.toContain(app.id);
    // The count, read from the clocks alone for everyone's list, leaves it out too.
    expect(page.count).toBe(before.count - 1);
  });
});
