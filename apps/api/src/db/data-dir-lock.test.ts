import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../test/app.js';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-lock-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a second owner while the first holds it', () => {
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Mutabaa process \(pid \d+\)/);
    first.release();
    const again = lockDataDir(dir);
    again.release();
  });

  it('takes over a lock left by a dead process', async () => {
    await writeFile(path.join(dir, 'mutabaa.lock'), '2147483646');
    const lock = lockDataDir(dir);
    lock.release();
  });

  it('keeps a second embedded app off a data directory in use', async () => {
    const config = await testConfig({ databaseUrl: undefined });
    const first = await buildApp(config);
    try {
      await expect(buildApp({ ...config })).rejects.toThrow(DataDirLockedError);
      const ready = await first.inject({ method: 'GET', url: '/api/health/ready/' });
      expect(ready.statusCode).toBe(200);
      // Without its database the app is alive but not ready.
      await first.boss.stop({ graceful: false });
      await first.database.close();
      const down = await first.inject({ method: 'GET', url: '/api/health/ready/' });
      expect(down.statusCode).toBe(503);
      expect(down.json().code).toBe('service_unavailable');
      const live = await first.inject({ method: 'GET', url: '/api/health/' });
      expect(live.statusCode).toBe(200);
    } finally {
      await first.close();
      await rm(config.dataDir, { recursive: true, force: true });
    }
  });
});
