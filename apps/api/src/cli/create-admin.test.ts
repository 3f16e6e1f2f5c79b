import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createUser } from '../test/factories.js';
import { findUserByEmail } from '../modules/users/users.repository.js';
import { createOrPromoteAdmin, parseCreateAdminArgs } from './create-admin.command.js';
import { UsageError } from './run.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('create-admin arguments', () => {
  it('refuses bad input with a clear message', () => {
    expect(() => parseCreateAdminArgs([])).toThrow(/--email is required/);
    expect(() => parseCreateAdminArgs(['--email', 'nope', '--password', 'Long#enough1'])).toThrow(
      /not a valid e-mail address/,
    );
    expect(() => parseCreateAdminArgs(['--email', 'a@b.test'])).toThrow(/--password is required/);
    expect(() => parseCreateAdminArgs(['--email', 'a@b.test', '--password', 'short'])).toThrow(
      /8 to 128 characters/,
    );
    expect(() => parseCreateAdminArgs(['--emial', 'a@b.test'])).toThrow(UsageError);
  });

  it('splits the name', () => {
    const args = parseCreateAdminArgs([
      '--email',
      'Root@Example.test',
      '--password',
      'Long#enough1',
      '--name',
      'مدير النظام العام',
    ]);
    expect(args).toMatchObject({ firstName: 'مدير', lastName: 'النظام العام' });
  });
});

describe('createOrPromoteAdmin', () => {
  it('creates a verified admin who can sign in', async () => {
    const args = parseCreateAdminArgs([
      '--email',
      'root@example.test',
      '--password',
      'Root#20261',
      '--name',
      'Root Admin',
    ]);
    expect(await createOrPromoteAdmin(t.app.db, args)).toBe('Created admin root@example.test.');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'root@example.test', password: 'Root#20261' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      role: 'admin',
      email_verified: true,
      full_name: 'Root Admin',
    });
  });

  it('promotes an existing, unverified client', async () => {
    const client = await createUser(t.app, { emailVerified: false, role: 'client' });
    const args = parseCreateAdminArgs(['--email', client.email, '--password', 'Promoted#2026']);
    expect(await createOrPromoteAdmin(t.app.db, args)).toMatch(/^Updated /);
    const row = await findUserByEmail(t.app.db, client.email);
    expect(row).toMatchObject({
      role: 'admin',
      emailVerified: true,
      isActive: true,
      fullName: 'Test User',
    });
  });
});
