import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Role } from '@mutabaa/shared';
import { openDatabase } from '../db/client.js';
import { hashPassword } from '../lib/passwords.js';
import { insertUser } from '../modules/users/users.repository.js';
import { createTestDatabase, pgliteTemplate } from './app.js';
import { TEST_PASSWORD, uniqueEmail } from './factories.js';
import { freePort } from './pg-cluster.js';

/** The built server (`npm run build -w @mutabaa/shared && npm run build -w @mutabaa/api`). */
export const SERVER_JS = fileURLToPath(new URL('../../dist/server.js', import.meta.url));
export const serverBuilt = existsSync(SERVER_JS);

/**
 * A database for server processes of one test file: PostgreSQL (its own database) with
 * TEST_DATABASE_URL, else a PGlite data directory; both migrated, with the users asked for.
 */
export async function prepareServerData(roles: Role[]): Promise<{
  databaseUrl?: string;
  dataDir: string;
  users: { role: Role; email: string; id: number }[];
  drop(): Promise<void>;
}> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-server-'));
  const opened = await openDatabase({
    databaseUrl: database?.url,
    dataDir,
    pgliteTemplate: database ? undefined : await pgliteTemplate(),
  });
  const users = [];
  try {
    const passwordHash = await hashPassword(TEST_PASSWORD);
    for (const role of roles) {
      const user = await insertUser(opened.db, {
        email: uniqueEmail(role),
        passwordHash,
        firstName: 'Test',
        lastName: role,
        fullName: `Test ${role}`,
        role,
        languagePreference: 'en',
        emailVerified: true,
        isActive: true,
      });
      users.push({ role, email: user!.email, id: user!.id });
    }
  } finally {
    await opened.close();
  }
  return {
    databaseUrl: database?.url,
    dataDir,
    users,
    async drop() {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type ChildServer = {
  base: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** What the process wrote (its log at LOG_LEVEL and the start banner). */
  output(): string;
};

/**
 * The arguments that run `node` with `args` under `umask` (a shell sets it first), so that a
 * test sees what a process started from a shell with that umask does.
 */
export function nodeUnderUmask(umask: number, args: string[]): [string, string[]] {
  const mask = umask.toString(8).padStart(3, '0');
  return ['/bin/sh', ['-c', `umask ${mask} && exec "$0" "$@"`, process.execPath, ...args]];
}

/**
 * Starts `node apps/api/dist/server.js` on a free port and waits for readiness; `umask`: the
 * one the process starts with (the test runner's unless told).
 */
export async function startChildServer(options: {
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  logLevel?: string;
  umask?: number;
  /** More environment variables (WEBHOOK_* for instance). */
  env?: Record<string, string>;
}): Promise<ChildServer> {
  const port = await freePort();
  const [command, args] =
    options.umask === undefined
      ? [process.execPath, [SERVER_JS]]
      : nodeUnderUmask(options.umask, [SERVER_JS]);
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      JWT_SECRET: options.jwtSecret,
      RATE_LIMIT_IP_MAX: '100000000',
      LOG_LEVEL: options.logLevel ?? 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within 30 s:\n${output}`);
    }
    const ready = await fetch(`${base}/api/health/ready/`).catch(() => undefined);
    if (ready?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, child, exited, output: () => output };
}

export const newJwtSecret = () => randomBytes(32).toString('hex');

/** Signs in through the API; the bearer header. */
export async function signInOver(base: string, email: string): Promise<{ authorization: string }> {
  const response = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status}`);
  const { access } = (await response.json()) as { access: string };
  return { authorization: `Bearer ${access}` };
}
