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
