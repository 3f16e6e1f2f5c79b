import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.resolve(apiDir, '../../node_modules/.bin/tsx');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The real server (from source) as a separate process on `dataDir`. */
function startServer(dataDir: string, port: number) {
  const child = spawn(tsx, ['--tsconfig', 'tsconfig.dev.json', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

describe('a second server process on the same data directory', () => {
  it('exits with a clear message while the first keeps running', { timeout: 90_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-two-'));
    const port = await freePort();
    const first = startServer(dataDir, port);
    try {
      const deadline = Date.now() + 60_000;
      let ready = false;
      while (!ready && Date.now() < deadline) {
        ready = await fetch(`http://127.0.0.1:${port}/api/health/ready/`)
          .then((r) => r.ok)
          .catch(() => false);
        if (!ready) await new Promise((r) => setTimeout(r, 200));
      }
      expect(ready, first.output()).toBe(true);

      const second = startServer(dataDir, await freePort());
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(
        /Mutabaa cannot start: The data directory .* is in use by another Mutabaa process \(pid \d+\)/,
      );
      const still = await fetch(`http://127.0.0.1:${port}/api/health/ready/`);
      expect(still.status).toBe(200);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(path.join(dataDir, 'mutabaa.lock'))).toBe(false);
    } finally {
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
