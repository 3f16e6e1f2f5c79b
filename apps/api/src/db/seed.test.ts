import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { DEMO_USERS, formatDemoTable, seedDemoUsers } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('demo users', () => {
  it('are created once, verified, and can sign in with the documented passwords', async () => {
    const created = await seedDemoUsers(t.app.db);
    expect(created.map((u) => u.email)).toEqual([
      'admin@example.com',
      'editor@example.com',
      'editor2@example.com',
      'client@example.com',
      'client2@example.com',
    ]);
    expect(await seedDemoUsers(t.app.db)).toEqual([]);
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
