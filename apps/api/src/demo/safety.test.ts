import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { ConfigError } from '../config.js';
import { createTestApp } from '../test/app.js';
import { createUser } from '../test/factories.js';
import { DEMO_USERS } from './users.js';

const demoAdmin = DEMO_USERS.find((u) => u.role === 'admin')!;
const demoClient = DEMO_USERS.find((u) => u.role === 'client')!;

describe('a server reachable from other machines', () => {
  it(
    'refuses to start while a demo account has its published password, starts once changed',
    { timeout: 120_000 },
    async () => {
      const first = await createTestApp();
      const { config } = first;
      try {
        await createUser(first.app, {
          email: demoAdmin.email,
          password: demoAdmin.password,
          role: 'admin',
        });
        // A deactivated demo account cannot be signed into: it exposes nothing.
        await createUser(first.app, {
          email: demoClient.email,
          password: demoClient.password,
          isActive: false,
        });
        await first.app.close();

        const refused = await buildApp({ ...config, host: '0.0.0.0' }).then(
          () => undefined,
          (error: unknown) => error as Error,
        );
        expect(refused).toBeInstanceOf(ConfigError);
        expect(refused?.message).toMatch(
          /^HOST=0\.0\.0\.0 .*: admin@example\.com\.\n.*profile.*create-admin.*DEMO_DATA=false/s,
        );
        expect(refused?.message).not.toContain(demoClient.email);

        // On this machine only, the demo starts as ever; its admin changes the password.
        const local = await buildApp({ ...config, host: '127.0.0.1' });
        try {
          const login = await local.inject({
            method: 'POST',
            url: '/api/login/',
            payload: { email: demoAdmin.email, password: demoAdmin.password },
          });
          expect(login.statusCode, login.body).toBe(200);
          const changed = await local.inject({
            method: 'POST',
            url: '/api/change-password/',
            headers: { authorization: `Bearer ${login.json().access}` },
            payload: { old_password: demoAdmin.password, new_password: 'Not the demo one 2026' },
          });
          expect(changed.statusCode, changed.body).toBe(200);
        } finally {
          await local.close();
        }

        const open = await buildApp({ ...config, host: '0.0.0.0' });
        await open.ready();
        expect((await open.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
        await open.close();
      } finally {
        await first.close();
        await rm(config.dataDir, { recursive: true, force: true });
      }
    },
  );

  it('starts on a loopback address whatever the demo passwords', { timeout: 60_000 }, async () => {
    const t = await createTestApp();
    try {
      await createUser(t.app, { email: demoAdmin.email, password: demoAdmin.password });
      await t.app.close();
      for (const host of ['localhost', '::1', '127.0.0.2']) {
        const app = await buildApp({ ...t.config, host });
        await app.close();
      }
    } finally {
      await t.close();
    }
  });
});
