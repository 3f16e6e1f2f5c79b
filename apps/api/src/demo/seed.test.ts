import { count, sql } from 'drizzle-orm';
import { SLA_STATES, type TSlaHoliday, type TSlaPolicy } from '@mutabaa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { countUsers } from '../modules/users/users.repository.js';
import { applications } from '../db/schema/index.js';
import { createFileStore } from '../lib/file-store/index.js';
import { DEMO_APPLICATION_COUNT } from './applications.js';
import { DEMO_STAFF_EXTRAS } from './assignments.js';
import { EXTRA_CLIENTS } from './users.js';
import { formatDemoTable, seedDemoOnFirstStart, seedDemoUsers } from './seed.js';
import { DEMO_USERS } from './users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('demo users', () => {
  it('are created on the first start of an empty embedded database only', async () => {
    const { database } = t.app;
    await seedDemoOnFirstStart(
      { ...t.config, seedDemo: false },
      database,
      createFileStore(t.config),
    );
    expect(await countUsers(t.app.db)).toBe(0);
    await seedDemoOnFirstStart(
      { ...t.config, seedDemo: true },
      database,
      createFileStore(t.config),
    );
    // On PostgreSQL (TEST_DATABASE_URL) never; seed-demo creates them explicitly. The demo
    // applications bring a few extra clients, two pending invitations and a deactivated editor.
    const embedded = database.kind === 'pglite';
    const extras = EXTRA_CLIENTS.length + DEMO_STAFF_EXTRAS.length;
    const expected = embedded ? DEMO_USERS.length + extras : 0;
    expect(await countUsers(t.app.db)).toBe(expected);
    const [apps] = await t.app.db.select({ n: count() }).from(applications);
    expect(Number(apps?.n)).toBe(embedded ? DEMO_APPLICATION_COUNT : 0);
  });

  it('are created by seedDemoUsers once, verified, with the documented passwords', async () => {
    const before = await countUsers(t.app.db);
    await seedDemoUsers(t.app.db);
    expect(await seedDemoUsers(t.app.db)).toEqual([]);
    expect(await countUsers(t.app.db)).toBe(
      before === 0
        ? DEMO_USERS.length
        : DEMO_USERS.length + EXTRA_CLIENTS.length + DEMO_STAFF_EXTRAS.length,
    );
    for (const demo of DEMO_USERS) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: demo.email, password: demo.password },
      });
      expect(response.statusCode, demo.email).toBe(200);
      expect(response.json().user.role).toBe(demo.role);
    }
  });

  it('print as a table', () => {
    const table = formatDemoTable(DEMO_USERS);
    expect(table).toContain('| admin@example.com   | Admin#2026  | admin  |');
  });
});

describe('without a built web app', () => {
  it('answers page loads with a short page saying so', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('the web app is not built');
    const post = await t.app.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});

describe('demo assignments', () => {
  it('show pending invitations, a deactivated editor, a history with reasons and a rule', async () => {
    if (t.app.database.kind !== 'pglite') return;
    const admin = DEMO_USERS.find((u) => u.role === 'admin')!;
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: admin.email, password: admin.password },
    });
    const headers = { authorization: `Bearer ${signIn.json().access}` };
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
    const pending = (await get('/api/users/?page_size=100'))
      .json()
      .results.filter((u: { invitation_pending: boolean }) => u.invitation_pending);
    expect(pending).toHaveLength(2);
    const inactive = (await get('/api/users/?is_active=false&role=editor')).json();
    expect(inactive.count).toBe(1);
    const history = (await get('/api/assignments/?page_size=100')).json();
    expect(history.count).toBeGreaterThan(30);
    expect(history.results.some((h: { reason: string }) => h.reason !== '')).toBe(true);
    // The newest entry of an application names its current assignee.
    const first = history.results[0];
    const application = (await get(`/api/transactions/${first.application.id}/`)).json();
    expect(application.assigned_to?.id).toBe(first.to_user.id);
    const rules = (await get('/api/assignments/rules/')).json();
    expect(rules.filter((r: { mode: string }) => r.mode !== 'off')).toHaveLength(1);
  });
});

describe('demo service levels', () => {
  it('keep holidays, policies per priority and clocks in every state', async () => {
    if (t.app.database.kind !== 'pglite') return;
    const admin = DEMO_USERS.find((u) => u.role === 'admin')!;
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: admin.email, password: admin.password },
    });
    const headers = { authorization: `Bearer ${signIn.json().access}` };
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

    // The default working week; the Eids of 1448 as Umm al-Qura has them, the National Day.
    expect((await get('/api/sla/calendar/')).json()).toMatchObject({
      timezone: 'Asia/Riyadh',
      working_days: [0, 1, 2, 3, 4],
      day_start: '08:00',
      day_end: '15:00',
    });
    const holidays = (await get('/api/sla/holidays/')).json() as TSlaHoliday[];
    const span = (name: string) => {
      const found = holidays.find((h) => h.name_en === name);
      return found && [found.date_from, found.date_to];
    };
    expect(span('Eid al-Fitr 1448 AH')).toEqual(['2027-03-09', '2027-03-11']);
    expect(span('Eid al-Adha 1448 AH')).toEqual(['2027-05-16', '2027-05-19']);
    expect(span('Eid al-Fitr 1447 AH')).toEqual(['2026-03-20', '2026-03-22']);
    expect(span('National Day 2027')).toEqual(['2027-09-23', '2027-09-23']);
    expect(holidays.every((h) => h.name_ar !== '' && h.name_ar !== h.name_en)).toBe(true);

    const policies = (await get('/api/sla/policies/')).json() as TSlaPolicy[];
    expect(
      policies
        .map((p) => [p.priority, p.resolution_hours, p.pause_statuses, p.active])
        .sort((a, b) => Number(a[1]) - Number(b[1])),
    ).toEqual([
      ['urgent', 8, ['on_hold'], true],
      ['high', 24, ['on_hold'], true],
      [null, 40, ['on_hold'], true],
    ]);

    // Every state on the list, each application as its own policy and status say.
    for (const state of SLA_STATES) {
      const page = (await get(`/api/transactions/?sla_state=${state}&page_size=100`)).json();
      expect(page.count, state).toBeGreaterThan(0);
      for (const row of page.results) {
        expect(row.sla.state).toBe(state);
        if (state === 'paused') expect(row.status).toBe('on_hold');
        const hours = policies.find((p) => p.id === row.sla.policy_id)!;
        expect(hours.priority ?? row.priority).toBe(row.priority);
      }
    }
    const drafts = (await get('/api/transactions/?status=draft&page_size=100')).json();
    expect(drafts.results.every((row: { sla: unknown }) => row.sla === null)).toBe(true);

    // The promised date orders the list, the applications without a clock last. A paused
    // clock is ordered by its stored instant, without the pause that lasts (which the row's
    // due_at adds up to now).
    const ordered = (await get('/api/transactions/?ordering=sla_due_at&page_size=100')).json();
    const due = ordered.results
      .filter((r: { sla: { state: string } | null }) => r.sla?.state !== 'paused')
      .map((r: { sla: { due_at: string } | null }) => r.sla?.due_at ?? null);
    const timed = due.filter(Boolean);
    expect(timed.length).toBeGreaterThan(1);
    expect(due.slice(0, timed.length)).toEqual(timed);
    expect(timed).toEqual([...timed].sort());

    // A pause started when the application went on hold, not at the install; the history's
    // warnings and breaches count as told, so the first escalation sends none of them.
    const clocks = await t.app.db.execute(sql`
      select count(*) filter (where s.paused_at is not null
               and s.paused_at <> a.status_changed_at)::int as late_pauses,
             count(*) filter (where s.due_at <= now() and s.breach_notified_at is null
               and s.stopped_at is null)::int as untold,
             count(*) filter (where s.paused_ms > 0)::int as with_pauses
      from application_sla s join applications a on a.id = s.application_id`);
    const [figures] = (clocks as unknown as { rows: Record<string, number>[] }).rows;
    expect(figures).toMatchObject({ late_pauses: 0, untold: 0 });
    expect(figures!.with_pauses).toBeGreaterThan(0);
  });
});
