import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardedClient } from '../../db/pg-client.js';
import { createTestApp, type TestApp } from '../app.js';
import { signInAs, type Session } from '../factories.js';
import { mailCount, waitForMail } from '../mail.js';

/*
 * The server ends one connection (57P01, as on a restart or pg_terminate_backend) at moments
 * when nothing listens on it by default: an 'error' event nobody hears is an uncaught exception,
 * which Vitest reports and which would end the process in production. On PGlite there is no
 * connection to end.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!onPostgres)('a connection ended by the server (PostgreSQL only)', () => {
  let test: TestApp;
  let admin: pg.Client;
  let editor: Session;
  const logLines: string[] = [];

  beforeAll(async () => {
    test = await createTestApp({ logLevel: 'info' }, { logLines });
    admin = new pg.Client({ connectionString: test.config.databaseUrl });
    await admin.connect();
    editor = await signInAs(test.app, 'editor');
  });

  afterAll(async () => {
    await admin?.end();
    await test?.close();
  });

  const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);
  const pidOf = async (client: pg.ClientBase) =>
    (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  // Not events.once: it listens for 'error' as well, which is what must not be needed.
  const ended = (client: pg.ClientBase) =>
    new Promise<void>((resolve) => client.once('end', () => resolve()));
  const logged = (text: string) => logLines.filter((line) => line.includes(text)).length;

  /** The job queue's listening connections on this database. */
  async function jobQueueListeners(): Promise<number[]> {
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = current_database() and query like 'LISTEN "pgboss\\_%'`,
    );
    return rows.map((row) => row.pid);
  }

  async function resetMailArrives(timeoutMs: number) {
    const after = await mailCount(test.config.dataDir, editor.user.email);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/reset-password/',
      payload: { email: editor.user.email },
    });
    expect(response.statusCode).toBe(200);
    return waitForMail(test.config.dataDir, editor.user.email, { after, timeoutMs });
  }

  it('survives the end of a pooled connection checked out between two statements', async () => {
    const pool = (test.app.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    try {
      const end = ended(client);
      await terminate(await pidOf(client));
      await end;
      await expect(client.query('select 1')).rejects.toThrow(/not queryable|terminat/);
    } finally {
      client.release(true);
    }
    // The pool made a new connection; the app answers as before.
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/transactions/',
      headers: editor.auth,
    });
    expect(response.statusCode).toBe(200);
  });

  it('survives the end of a client whose owner took every listener off it', async () => {
    const client = new GuardedClient({ connectionString: test.config.databaseUrl });
    await client.connect();
    const pid = await pidOf(client);
    client.removeAllListeners();
    const end = ended(client);
    await terminate(pid);
    await end;
    await expect(client.query('select 1')).rejects.toThrow(/not queryable|terminat/);
  });

  it("reconnects the job queue's listening connection, which wakes its workers again", async () => {
    // Delivered through LISTEN/NOTIFY: the workers' own poll is 30 s apart while it is on.
    await resetMailArrives(5000);
    const [pid] = await jobQueueListeners();
    expect(pid).toBeGreaterThan(0);
    await terminate(pid!);
    const deadline = Date.now() + 10_000;
    while (logged('job queue: listening again') === 0 && Date.now() < deadline) await sleep(50);
    expect(logged('job queue: listening connection lost')).toBe(1);
    expect(logged('job queue: listening again')).toBe(1);
    const now = await jobQueueListeners();
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(pid);

    const mail = await resetMailArrives(5000);
    expect(mail.to).toContain(editor.user.email);
  });
});
