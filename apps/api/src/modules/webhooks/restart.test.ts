import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newJwtSecret,
  prepareServerData,
  serverBuilt,
  signInOver,
  startChildServer,
  type ChildServer,
} from '../../test/child-server.js';
import { eventually, startReceiver, verified, type Receiver } from './webhooks.fixtures.js';

/*
 * The app killed outright (SIGKILL) while deliveries are pending, some of them in the middle of
 * an attempt: after a restart every one is delivered, each with the webhook-id it had. A real
 * process of the built server on PostgreSQL (a database of its own), as the other SIGKILL test.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const APPLICATIONS = 8;
const WEBHOOK_ENV = {
  WEBHOOK_ALLOW_HTTP: 'true',
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_RETRY_SCHEDULE: '1,1,1',
  WEBHOOK_TIMEOUT_MS: '2000',
};

describe.skipIf(!onPostgres || !serverBuilt)(
  'webhooks: SIGKILL with deliveries pending (PostgreSQL, built API; skipped otherwise)',
  () => {
    let data: Awaited<ReturnType<typeof prepareServerData>>;
    let server: ChildServer | undefined;
    let receiver: Receiver;
    let pool: pg.Pool;
    const jwtSecret = newJwtSecret();
    const start = () => startChildServer({ ...data, jwtSecret, env: WEBHOOK_ENV });

    beforeAll(async () => {
      data = await prepareServerData(['admin', 'client']);
      receiver = await startReceiver();
      pool = new pg.Pool({ connectionString: data.databaseUrl, max: 2 });
      pool.on('error', () => undefined);
    });

    afterAll(async () => {
      if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
      await server?.exited;
      await receiver?.close();
      await pool?.end();
      await data?.drop();
    });

    it('delivers after a restart what was pending or under way when the process died', async () => {
      server = await start();
      const [admin, client] = data.users;
      const auth = await signInOver(server.base, admin!.email);
      const hooked = await fetch(`${server.base}/api/webhooks/`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ url: `${receiver.url}/crash`, events: ['application.created'] }),
      });
      expect(hooked.status).toBe(201);
      const { secret } = (await hooked.json()) as { secret: string };

      // The receiver hangs: every attempt is under way when the process dies.
      receiver.answer = () => undefined;
      const ids: number[] = [];
      for (let i = 0; i < APPLICATIONS; i += 1) {
        const created = await fetch(`${server.base}/api/transactions/`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            title: `Crash ${i}`,
            transaction_type: 'renewal',
            priority: 'high',
            client: client!.id,
          }),
        });
        expect(created.status).toBe(201);
        ids.push(((await created.json()) as { id: number }).id);
      }
      await receiver.waitFor(1, '/crash');
      server.child.kill('SIGKILL');
      expect(await server.exited).toBe('SIGKILL');
      const { rows: before } = await pool.query<{ n: number }>(
        `select count(*)::int as n from webhook_deliveries where status = 'pending'`,
      );
      expect(before[0]!.n).toBe(APPLICATIONS);

      receiver.answer = (_request, response) => response.end('ok');
      server = await start();
      const done = await eventually(async () => {
        const { rows } = await pool.query<{ status: string; n: number }>(
          `select status, count(*)::int as n from webhook_deliveries group by status`,
        );
        return rows.length === 1 && rows[0]!.status === 'succeeded' && rows;
      }, 60_000);
      expect(done[0]!.n).toBe(APPLICATIONS);

      // Each application was delivered under one webhook-id, whatever the attempts.
      const answered = receiver.received.filter((r) => r.path === '/crash');
      const byApplication = new Map<number, Set<string>>();
      for (const request of answered) {
        expect(() => verified(secret, request)).not.toThrow();
        const id = (JSON.parse(request.body) as { data: { application: { id: number } } }).data
          .application.id;
        const seen = byApplication.get(id) ?? new Set<string>();
        seen.add(String(request.headers['webhook-id']));
        byApplication.set(id, seen);
      }
      expect([...byApplication.keys()].sort((a, b) => a - b)).toEqual(ids);
      for (const seen of byApplication.values()) expect(seen.size).toBe(1);
    }, 120_000);
  },
);
