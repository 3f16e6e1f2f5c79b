import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { countUsers } from '../modules/users/users.repository.js';
import { applications } from '../db/schema/index.js';
import { DEMO_APPLICATION_COUNT } from './applications.js';
import { EXTRA_CLIENTS } from './content.js';
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
    await seedDemoOnFirstStart({ ...t.config, seedDemo: false }, database);
    expect(await countUsers(t.app.db)).toBe(0);
    await seedDemoOnFirstStart({ ...t.config, seedDemo: true }, database);
    // On PostgreSQL (TEST_DATABASE_URL) never; seed-demo creates them explicitly. The demo
    // applications bring a few extra clients.
    const embedded = database.kind === 'pglite';
    const expected = embedded ? DEMO_USERS.length + EXTRA_CLIENTS.length : 0;
    expect(await countUsers(t.app.db)).toBe(expected);
    const [apps] = await t.app.db.select({ n: count() }).from(applications);
    expect(Number(apps?.n)).toBe(embedded ? DEMO_APPLICATION_COUNT : 0);
  });

  it('are created by seedDemoUsers once, verified, with the documented passwords', async () => {
    const before = await countUsers(t.app.db);
    await seedDemoUsers(t.app.db);
    expect(await seedDemoUsers(t.app.db)).toEqual([]);
    expect(await countUsers(t.app.db)).toBe(
      before === 0 ? DEMO_USERS.length : DEMO_USERS.length + EXTRA_CLIENTS.length,
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
