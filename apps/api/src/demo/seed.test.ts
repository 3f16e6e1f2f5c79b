import { count } from 'drizzle-orm';
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
