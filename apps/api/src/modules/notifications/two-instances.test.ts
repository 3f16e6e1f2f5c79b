import { rm } from 'node:fs/promises';
import type { TStreamNotification } from '@mutabaa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import { notifications } from '../../db/schema/index.js';
import { createTestDatabase, testConfig } from '../../test/app.js';
import { signInAs, type Session } from '../../test/factories.js';
import { announceUnread } from './stream.repository.js';
import { StreamReader, type StreamEvent } from './stream-reader.js';

// PGlite is one process's database: a second instance cannot open it, so this needs PostgreSQL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)(
  'two instances on one PostgreSQL database (skipped on PGlite: one process owns it)',
  () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    const configs: Config[] = [];
    let a: FastifyInstance;
    let b: FastifyInstance;
    let baseB: string;
    let user: Session;
    const readers: StreamReader[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      const first = await testConfig({ databaseUrl: database?.url });
      // One secret, so that a token signed by A is accepted by B.
      const second = await testConfig({ databaseUrl: database?.url, jwtSecret: first.jwtSecret });
      configs.push(first, second);
      a = await buildApp(first);
      b = await buildApp(second);
      await Promise.all([a.ready(), b.ready()]);
      baseB = await b.listen({ port: 0, host: '127.0.0.1' });
      user = await signInAs(a, 'editor');
    });
    afterAll(async () => {
      for (const reader of readers) reader.close();
      await a?.close();
      await b?.close();
      await database?.drop();
      for (const config of configs) await rm(config.dataDir, { recursive: true, force: true });
    });

    async function openOnB(): Promise<StreamReader> {
      const reader = await StreamReader.open(`${baseB}/api/notifications/stream/`, user.auth);
      readers.push(reader);
      expect(reader.status).toBe(200);
      await reader.next((e) => e.event === 'unread');
      return reader;
    }

    async function insertThroughA(title: string) {
      const [row] = await a.db
        .insert(notifications)
        .values({ userId: user.user.id, type: 'system', event: 'announcement', title })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    }

    const notificationEvent = (id: number) => (e: StreamEvent) =>
      e.event === 'notification' && e.id === String(id);

    it('delivers a notification inserted through A to a stream open on B', async () => {
      const reader = await openOnB();
      const row = await insertThroughA('From A');
      const received = await reader.next(notificationEvent(row.id), 5000);
      const data = JSON.parse(received.data) as TStreamNotification;
      expect(data.notification).toMatchObject({ id: row.id, title: 'From A' });
      expect(data.unread_count).toBe(1);
      // A has no stream of this user open.
      expect(a.notificationHub.streamCount).toBe(0);
      expect(b.notificationHub.streamCount).toBe(1);
    });

    it('carries an unread count announced through A to B', async () => {
      const reader = readers[0]!;
      await a.db.update(notifications).set({ isRead: true });
      await announceUnread(a.db, user.user.id);
      const unread = await reader.next((e) => e.event === 'unread' && e.data.includes(':0}'));
      expect(JSON.parse(unread.data)).toEqual({ unread_count: 0 });
    });

    it('listens again after losing its connection and sends what was missed meanwhile', async () => {
      const reader = readers[0]!;
      const pid = await b.notificationHub.listenerPid();
      expect(pid).toBeGreaterThan(0);
      await a.db.execute(`select pg_terminate_backend(${Number(pid)})`);
      // Committed while B is not listening: only the catch-up after reconnecting brings it.
      const missed = await insertThroughA('While B was away');
      await reader.next(notificationEvent(missed.id), 10_000);
      const newPid = await b.notificationHub.listenerPid();
      expect(newPid).toBeGreaterThan(0);
      expect(newPid).not.toBe(pid);
      // And live again.
      const live = await insertThroughA('After the reconnect');
      await reader.next(notificationEvent(live.id), 5000);
      const ids = reader.data<TStreamNotification>('notification').map((d) => d.notification.id);
      expect(ids.filter((id) => id === missed.id)).toHaveLength(1);
      expect(ids.filter((id) => id === live.id)).toHaveLength(1);
    });

    it('frees every stream when readers disconnect', async () => {
      for (const reader of readers) reader.close();
      const deadline = Date.now() + 5000;
      while (b.notificationHub.streamCount > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(b.notificationHub.streamCount).toBe(0);
    });
  },
);
