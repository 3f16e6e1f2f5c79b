import { spawn, type ChildProcess } from 'node:child_process';

import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import type { TImport } from '@mutabaa/shared';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestDatabase, pgliteTemplate, testConfig } from '../../test/app.js';
import { createUser, TEST_PASSWORD } from '../../test/factories.js';
import { multipartFile } from '../../test/multipart.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Rows enough for the commit to be caught in the middle. */
const ROWS = 8_000;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type Server = { child: ChildProcess; url: string; log: () => string; exited: Promise<unknown> };

/** SIGKILL: the process ends at once, whatever it was doing. */
function killHard(server: Server) {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
}

/** The real server (from source) as a process of its own, ready. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  // The server itself is the child (tsx as a loader, not its CLI, which would run the server
  // in a process of its own that a kill would leave behind).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      TSX_TSCONFIG_PATH: 'tsconfig.dev.json',
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${url}/api/health/ready/`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      await Promise.race([exited, new Promise((r) => setTimeout(r, 2000))]);
      throw new Error(`server (exit ${child.exitCode}): ${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url, log: () => output, exited };
}

async function call<T>(server: Server, token: string, method: string, url: string, body?: object) {
  const response = await fetch(`${server.url}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function waitFor(server: Server, token: string, id: number, statuses: string[]) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { body } = await call<TImport>(server, token, 'GET', `/transactions/import/${id}/`);
    if (statuses.includes(body.status)) return body;
    if (Date.now() > deadline) throw new Error(`import stayed ${body.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a commit whose process is killed', () => {
  it(
    'leaves no application of the file, and can be started again',
    { timeout: 300_000 },
    async () => {
      const database = await createTestDatabase();
      const config = await testConfig({ databaseUrl: database?.url });
      const env = {
        DATA_DIR: config.dataDir,
        DATABASE_URL: database?.url ?? '',
        JWT_SECRET: config.jwtSecret,
      };
      // The accounts, written before the server takes the database.
      const setup = await buildApp(config, {
        pgliteTemplate: database ? undefined : await pgliteTemplate(),
      });
      const editor = await createUser(setup, { role: 'editor' });
      const client = await createUser(setup, { role: 'client' });
      await setup.close();

      let server = await startServer(env);
      try {
        const login = await fetch(`${server.url}/api/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: editor.email, password: TEST_PASSWORD }),
        });
        const { access: token } = (await login.json()) as { access: string };
        const lines = ['Title,Type,Priority,Client email'];
        for (let i = 0; i < ROWS; i += 1) lines.push(`Row ${i},permit,normal,${client.email}`);
        const upload = multipartFile(
          'file',
          'big.csv',
          'text/csv',
          Buffer.from(lines.join('\r\n')),
        );
        const uploaded = await fetch(`${server.url}/api/transactions/import/upload/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, ...upload.headers },
          body: upload.payload,
        });
        expect(uploaded.status).toBe(201);
        const { id, suggested_mapping: mapping } = (await uploaded.json()) as TImport;
        await call(server, token, 'POST', `/transactions/import/${id}/check/`, { mapping });
        const checked = await waitFor(server, token, id, ['checked']);
        expect(checked.valid_rows).toBe(ROWS);

        expect(
          (await call(server, token, 'POST', `/transactions/import/${id}/commit/`)).status,
        ).toBe(202);
        // Killed once its transaction has written rows.
        const deadline = Date.now() + 60_000;
        while (!server.log().includes('import commit started')) {
          if (Date.now() > deadline) throw new Error(server.log());
          await new Promise((r) => setTimeout(r, 20));
        }
        if (database) {
          while (
            (await waitFor(server, token, id, ['importing', 'completed'])).progress.done === 0
          ) {
            await new Promise((r) => setTimeout(r, 20));
          }
        } else {
          await new Promise((r) => setTimeout(r, 800));
        }
        killHard(server);
        await server.exited;
        expect(server.log()).not.toContain('import committed');

        if (database) {
          // A minute without its heartbeat tells the next server that the run died.
          const db = new pg.Client({ connectionString: database.url });
          await db.connect();
          await db.query(
            `update imports set heartbeat_at = now() - interval '1 hour' where id = $1`,
            [id],
          );
          await db.end();
        }
        server = await startServer(env);
        const after = await waitFor(server, token, id, ['failed']);
        expect(after.failure).toMatch(/nothing was written/);
        const listed = await call<{ count: number }>(
          server,
          token,
          'GET',
          `/transactions/?import=${id}`,
        );
        expect(listed.body.count).toBe(0);

        expect(
          (await call(server, token, 'POST', `/transactions/import/${id}/commit/`)).status,
        ).toBe(202);
        const done = await waitFor(server, token, id, ['completed', 'failed']);
        expect(done).toMatchObject({ status: 'completed', created: ROWS });
        const all = await call<{ count: number }>(
          server,
          token,
          'GET',
          `/transactions/?import=${id}`,
        );
        expect(all.body.count).toBe(ROWS);
      } finally {
        killHard(server);
        await server.exited;
        await database?.drop();
        await rm(config.dataDir, { recursive: true, force: true });
      }
    },
  );
});
