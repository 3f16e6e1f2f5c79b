import type { TStreamNotification, TStreamUnread } from '@mutabaa/shared';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, type NewNotificationRow } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAs, type Session } from '../../test/factories.js';
import { openSessions } from '../auth/auth.service.js';
import { NotificationHub } from './hub.js';
import { announceUnread, NOTIFICATIONS_CHANNEL } from './stream.repository.js';
import { StreamReader, type StreamEvent } from './stream-reader.js';

let t: TestApp;
let base: string;
let alice: Session;
let bob: Session;
let closed = false;
const readers: StreamReader[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [alice, bob] = await Promise.all([signInAs(t.app, 'client'), signInAs(t.app, 'editor')]);
});
afterAll(async () => {
  for (const reader of readers) reader.close();
  if (!closed) await t?.close();
});

async function open(session: Session, headers: Record<string, string> = {}, query = '') {
  const reader = await StreamReader.open(`${base}/api/notifications/stream/${query}`, {
    ...session.auth,
    ...headers,
  });
  readers.push(reader);
  expect(reader.status).toBe(200);
  // The first `unread` event: the stream is registered and reads from here on.
  await reader.next((e) => e.event === 'unread');
  return reader;
}

async function insert(userId: number, values: Partial<NewNotificationRow> = {}) {
  const [row] = await t.app.db
    .insert(notifications)
    .values({ userId, type: 'application', event: 'assignment', title: 'Assigned', ...values })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

const notificationEvent = (id: number) => (e: StreamEvent) =>
  e.event === 'notification' && e.id === String(id);
const notificationIds = (reader: StreamReader) =>
  reader.data<TStreamNotification>('notification').map((d) => d.notification.id);

async function streamsBackTo(count: number) {
  const deadline = Date.now() + 5000;
  while (t.app.notificationHub.streamCount !== count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(t.app.notificationHub.streamCount).toBe(count);
}

describe('GET /api/notifications/stream/', () => {
  it('answers 401 without a token, and 422 for a malformed last event id', async () => {
    const anonymous = await fetch(`${base}/api/notifications/stream/`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { code: string }).code).toBe('not_authenticated');
    const bad = await fetch(`${base}/api/notifications/stream/?last_event_id=abc`, {
      headers: alice.auth,
    });
    expect(bad.status).toBe(422);
    expect(t.app.notificationHub.streamCount).toBe(0);
  });

  it('is an unbuffered event stream that tells the reader when to retry', async () => {
    const reader = await open(alice);
    expect(reader.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(reader.headers.get('cache-control')).toContain('no-cache');
    expect(reader.headers.get('x-accel-buffering')).toBe('no');
    expect(reader.headers.get('content-encoding')).toBeNull();
    // Helmet's headers are kept.
    expect(reader.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reader.events[0]).toMatchObject({ event: 'retry', data: '3000' });
    reader.close();
    await streamsBackTo(0);
  });

  it('pushes a committed notification with the unread count, to every tab of its user only', async () => {
    const unreadBefore = (await open(alice)).data<TStreamUnread>('unread')[0]?.unread_count ?? 0;
    const tabs = [readers.at(-1)!, await open(alice)];
    const other = await open(bob);
    const row = await insert(alice.user.id, { title: 'New assignment', category: 'warning' });
    for (const tab of tabs) {
      const received = await tab.next(notificationEvent(row.id));
      expect(JSON.parse(received.data)).toEqual({
        notification: {
          id: row.id,
          title: 'New assignment',
          message: '',
          type: 'application',
          category: 'warning',
          event: 'assignment',
          is_read: false,
          created_at: row.createdAt.toISOString(),
          application_id: null,
        },
        unread_count: unreadBefore + 1,
      });
    }
    // Bob's own notification arrives after Alice's was announced: had hers reached him, it
    // would be there first.
    const his = await insert(bob.user.id);
    await other.next(notificationEvent(his.id));
    expect(notificationIds(other)).toEqual([his.id]);
    for (const tab of tabs) expect(notificationIds(tab)).toEqual([row.id]);
    for (const reader of [...tabs, other]) reader.close();
    await streamsBackTo(0);
  });

  it('sends nothing for an insert that is rolled back', async () => {
    const reader = await open(alice);
    let rolledBackId = 0;
    await expect(
      t.app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(notifications)
          .values({ userId: alice.user.id, type: 'system', event: 'announcement', title: 'No' })
          .returning();
        rolledBackId = row?.id ?? 0;
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(rolledBackId).toBeGreaterThan(0);
    const committed = await insert(alice.user.id);
    await reader.next(notificationEvent(committed.id));
    expect(notificationIds(reader)).toEqual([committed.id]);
    reader.close();
  });

  it('sends what came after Last-Event-ID (header or query) first', async () => {
    const first = await insert(alice.user.id, { title: 'one' });
    const second = await insert(alice.user.id, { title: 'two' });
    const third = await insert(alice.user.id, { title: 'three' });
    await insert(bob.user.id, { title: 'not hers' });
    const byHeader = await open(alice, { 'last-event-id': String(first.id) });
    await byHeader.next(notificationEvent(third.id));
    expect(notificationIds(byHeader)).toEqual([second.id, third.id]);
    const byQuery = await open(alice, {}, `?last_event_id=${second.id}`);
    await byQuery.next(notificationEvent(third.id));
    expect(notificationIds(byQuery)).toEqual([third.id]);
    // The announcement of one already sent in the catch-up, arriving late (as a NOTIFY
    // committed before the stream opened can): not sent again.
    await t.app.db.execute(
      sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('user_id', ${alice.user.id}::int, 'id', ${third.id}::int)::text)`,
    );
    // And then live ones, once each.
    const fourth = await insert(alice.user.id, { title: 'four' });
    await byHeader.next(notificationEvent(fourth.id));
    await byQuery.next(notificationEvent(fourth.id));
    expect(notificationIds(byHeader)).toEqual([second.id, third.id, fourth.id]);
    expect(notificationIds(byQuery)).toEqual([third.id, fourth.id]);
    byHeader.close();
    byQuery.close();
    await streamsBackTo(0);
  });

  it('sends at most the newest 50 on catch-up', async () => {
    const rows = [];
    for (let i = 0; i < 55; i += 1) rows.push(await insert(alice.user.id, { title: `n${i}` }));
    const reader = await open(alice, { 'last-event-id': String(rows[0]!.id - 1) });
    await reader.next(notificationEvent(rows[54]!.id));
    expect(notificationIds(reader)).toEqual(rows.slice(5).map((row) => row.id));
    reader.close();
  });

  it('pushes the new unread count when announced', async () => {
    const reader = await open(alice);
    await t.app.db
      .update(notifications)
      .set({ isRead: true })
      .where(eq(notifications.userId, alice.user.id));
    await announceUnread(t.app.db, alice.user.id);
    const zero = await reader.next(
      (e) => e.event === 'unread' && e.data.includes('"unread_count":0'),
    );
    expect(JSON.parse(zero.data)).toEqual({ unread_count: 0 });
    reader.close();
    await streamsBackTo(0);
  });

  it('tells the other tabs the new count when notifications are read or deleted', async () => {
    const first = await insert(bob.user.id, { title: 'Read in one tab' });
    const second = await insert(bob.user.id, { title: 'Deleted in one tab' });
    const reader = await open(bob);
    const rest = (method: 'POST' | 'DELETE', path: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/notifications/notifications/${path}`,
        headers: bob.auth,
        ...(payload ? { payload } : {}),
      });
    const unread = async () =>
      (
        await t.app.inject({
          url: '/api/notifications/notifications/unread_count/',
          headers: bob.auth,
        })
      ).json<{ count: number }>().count;

    const before = await unread();
    expect((await rest('POST', 'mark_read/', { notification_ids: [first.id] })).statusCode).toBe(
      200,
    );
    const afterRead = await reader.next(
      (e) => e.event === 'unread' && e.data === JSON.stringify({ unread_count: before - 1 }),
    );
    expect(JSON.parse(afterRead.data)).toEqual({ unread_count: await unread() });

    expect((await rest('DELETE', `${second.id}/`)).statusCode).toBeLessThan(300);
    await reader.next(
      (e) => e.event === 'unread' && e.data === JSON.stringify({ unread_count: before - 2 }),
    );
    reader.close();
    await streamsBackTo(0);
  });

  it('sends a heartbeat comment at its interval', async () => {
    // A hub of its own with a short interval, serving its streams on a plain HTTP server.
    const hub = new NotificationHub(t.app.database, t.app.log, openSessions, 50);
    await hub.start();
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      void hub.open(alice.user.id, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const reader = await StreamReader.open(`http://127.0.0.1:${port}/`, {});
      readers.push(reader);
      const ping = await reader.next((e) => e.comment === 'ping', 2000);
      expect(ping).toMatchObject({ event: 'message', data: '' });
      expect(hub.streamCount).toBe(1);
      reader.close();
      const deadline = Date.now() + 5000;
      while (hub.streamCount > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(hub.streamCount).toBe(0);
    } finally {
      await hub.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('ends open streams when the app closes', async () => {
    const reader = await open(alice);
    expect(t.app.notificationHub.streamCount).toBe(1);
    closed = true;
    await t.close();
    await expect(reader.next(() => false, 5000)).rejects.toThrow('stream ended');
    expect(t.app.notificationHub.streamCount).toBe(0);
  });
});
