import { rm } from 'node:fs/promises';
import type { TStreamNotification } from '@mutabaa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import { notifications } from '../../db/schema/index.js';
import { translate } from '../../i18n/translate.js';
import { StreamReader, type StreamEvent } from '../../modules/notifications/stream-reader.js';
import { testConfig } from '../app.js';
import { signInAs, type Session } from '../factories.js';
import { waitForMail } from '../mail.js';
import { canStartCluster, startCluster, type PgCluster } from '../pg-cluster.js';

/*
 * The PostgreSQL server restarts under traffic (docs/architecture.md#one-process-no-state: the app
 * holds nothing but the database and the files). The server is a cluster of this test's own, so the
 * shared one is never stopped; on PGlite there is no server to restart.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const APPLICATION = { transaction_type: 'renewal', priority: 'high' };

type Answer = { at: number; status: number; retryAfter: string | null; lang: string; body: string };

describe.skipIf(!onPostgres || !canStartCluster)(
  'PostgreSQL restarts under traffic (skipped on PGlite and without PostgreSQL 15 binaries)',
  () => {
    let cluster: PgCluster;
    let config: Config;
    let app: FastifyInstance;
    let base: string;
    let editor: Session;
    let client: Session;
    const logLines: string[] = [];

    beforeAll(async () => {
      cluster = await startCluster();
      config = await testConfig({ databaseUrl: cluster.url, logLevel: 'warn' });
      app = await buildApp(config, { logStream: { write: (line) => void logLines.push(line) } });
      await app.ready();
      base = await app.listen({ port: 0, host: '127.0.0.1' });
      editor = await signInAs(app, 'editor');
      client = await signInAs(app, 'client');
      for (let i = 0; i < 5; i += 1) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/transactions/',
          headers: editor.auth,
          payload: { ...APPLICATION, title: `Before the restart ${i}`, client: client.user.id },
        });
        expect(response.statusCode, response.body).toBe(201);
      }
    });

    afterAll(async () => {
      await app?.close();
      await cluster?.destroy();
      if (config) await rm(config.dataDir, { recursive: true, force: true });
    });

    const listenerFailures = () =>
      logLines.filter((line) => line.includes('notifications: reconnecting the listener failed'))
        .length;

    async function insertNotification(title: string) {
      const [row] = await app.db
        .insert(notifications)
        .values({ userId: editor.user.id, type: 'system', event: 'announcement', title })
        .returning();
      return row!;
    }

    it('answers 503 with Retry-After (never 500), turns readiness red then green, and recovers', async () => {
      const reader = await StreamReader.open(`${base}/api/notifications/stream/`, editor.auth);
      expect(reader.status).toBe(200);
      await reader.next((e) => e.event === 'unread');

      const answers: Answer[] = [];
      const readiness: { at: number; status: number; retryAfter: string | null }[] = [];
      let stopping = false;
      const deadline = Date.now() + 45_000;
      const traffic = async (worker: number) => {
        for (let i = 0; !stopping && Date.now() < deadline; i += 1) {
          const lang = (i + worker) % 2 === 0 ? 'ar' : 'en';
          const response = await fetch(`${base}/api/transactions/?page_size=20`, {
            headers: { ...editor.auth, 'accept-language': lang },
          });
          answers.push({
            at: Date.now(),
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            lang,
            body: await response.text(),
          });
          await sleep(20);
        }
      };
      const probe = async () => {
        while (!stopping && Date.now() < deadline) {
          const response = await fetch(`${base}/api/health/ready/`);
          readiness.push({
            at: Date.now(),
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
          });
          await response.arrayBuffer();
          await sleep(100);
        }
      };
      let stoppedAt = 0;
      let startedAt = 0;
      async function restartUnderTraffic() {
        await sleep(1000);
        stoppedAt = Date.now();
        await cluster.stop('fast');
        // Down until the listener has failed four times: its next attempt is then 4 s away,
        // so a notification committed right after the start lands while it is still away.
        while (listenerFailures() < 4 && Date.now() - stoppedAt < 15_000) await sleep(50);
        expect(listenerFailures()).toBeGreaterThanOrEqual(4);
        await cluster.start();
        startedAt = Date.now();

        // The app's pool reconnects by itself: the first insert that goes through is committed
        // while the listening connection is still away.
        let missed: Awaited<ReturnType<typeof insertNotification>> | undefined;
        while (!missed && Date.now() - startedAt < 10_000) {
          missed = await insertNotification('While the listener was away').catch(() => undefined);
          if (!missed) await sleep(50);
        }
        expect(missed).toBeDefined();
        expect(await app.notificationHub.listenerPid()).toBeUndefined();

        // Caught up on the same stream once the listener is back, then live again.
        const byId = (id: number) => (e: StreamEvent) =>
          e.event === 'notification' && e.id === String(id);
        await reader.next(byId(missed!.id), 15_000);
        expect(await app.notificationHub.listenerPid()).toBeGreaterThan(0);
        const live = await insertNotification('After the restart');
        await reader.next(byId(live.id), 5000);
        expect(reader.closed).toBe(false);
        const ids = reader.data<TStreamNotification>('notification').map((d) => d.notification.id);
        expect(ids).toEqual([missed!.id, live.id]);

        // Traffic keeps going until a run of successes after the restart.
        while (Date.now() < deadline) {
          const recent = answers.filter((a) => a.at > startedAt).slice(-20);
          if (recent.length === 20 && recent.every((a) => a.status === 200)) break;
          await sleep(100);
        }
      }
      const running = Promise.all([traffic(0), traffic(1), probe()]);
      try {
        await restartUnderTraffic();
      } finally {
        stopping = true;
        await running;
        reader.close();
      }

      const statuses = new Map<number, number>();
      for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      expect([...statuses.keys()].sort()).toEqual([200, 503]);
      const unavailable = answers.filter((a) => a.status === 503);
      for (const a of unavailable) {
        expect(a.retryAfter).toBe('5');
        expect(JSON.parse(a.body)).toEqual({
          detail: translate(a.lang as 'ar' | 'en', 'database_unavailable', { seconds: 5 }),
          code: 'service_unavailable',
        });
      }
      // Every 503 fell between the stop and the recovery.
      expect(Math.min(...unavailable.map((a) => a.at))).toBeGreaterThanOrEqual(stoppedAt);
      const after = answers.filter((a) => a.at > startedAt);
      expect(after.slice(-20).every((a) => a.status === 200)).toBe(true);

      // Readiness: green, red while down (with Retry-After), green again.
      const firstRed = readiness.findIndex((r) => r.status === 503);
      expect(firstRed).toBeGreaterThan(0);
      expect(readiness[0]!.status).toBe(200);
      expect(readiness[firstRed]!.retryAfter).toBe('5');
      expect(readiness.slice(firstRed).some((r) => r.status === 200)).toBe(true);
      expect(readiness[readiness.length - 1]!.status).toBe(200);
      expect(readiness.every((r) => r.status === 200 || r.status === 503)).toBe(true);

      // An expected outage logs warnings, not errors (the job queue's and the streams' too).
      const errorLines = logLines.filter(
        (line) => (JSON.parse(line) as { level: number }).level >= 50,
      );
      expect(errorLines).toEqual([]);
    });

    it('keeps writing and running jobs afterwards without a restart of the app', async () => {
      const created = await fetch(`${base}/api/transactions/`, {
        method: 'POST',
        headers: { ...editor.auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          ...APPLICATION,
          title: 'After the restart',
          client: client.user.id,
        }),
      });
      expect(created.status).toBe(201);
      // The job queue's own pool came back too: a reset request's mail is sent by a worker.
      const reset = await fetch(`${base}/api/reset-password/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: editor.user.email }),
      });
      expect(reset.status).toBe(200);
      const mail = await waitForMail(config.dataDir, editor.user.email, { timeoutMs: 20_000 });
      expect(mail.to).toContain(editor.user.email);
    });
  },
);
