import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_QUEUE } from '../../jobs/webhooks.js';
import { bossExecutor } from '../../db/pg-boss.js';
import { testCast } from '../../test/cast.js';
import { createApplication } from '../../test/factories.js';
import { dispatchNew } from './dispatch.js';
import type { DeliveryQueue } from './outbox.js';
import { addWebhook, callAs, castWithReceiver, TEST_WEBHOOKS } from './webhooks.fixtures.js';

// Without workers nothing queues the outbox's deliveries: what the change wrote can be read.
describe('webhooks: the change writes the deliveries, a worker queues their jobs', () => {
  const {
    t,
    sessions: [admin, client],
  } = testCast(['admin', 'client'], { webhooks: TEST_WEBHOOKS, runWorkers: false });

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
  const jobIds = async () =>
    (
      await rows<{ ids: number[] }>(
        sql`select data->'ids' as ids from pgboss.job where name = ${WEBHOOK_QUEUE}`,
      )
    ).flatMap((r) => r.ids.map(Number));

  it('queues each new delivery once, however many workers race for them', async () => {
    for (const path of ['/a', '/b', '/c']) {
      await addWebhook(t.app, admin, {
        url: `http://127.0.0.1:9${path}`,
        events: ['application.updated'],
      });
    }
    const application = await createApplication(t.app, admin, { client: client.user.id });
    const before = await jobIds();
    const call = callAs(t.app, admin);
    for (const title of ['One', 'Two']) {
      expect((await call('PATCH', `/transactions/${application.id}/`, { title })).statusCode).toBe(
        200,
      );
    }
    // Six deliveries (two events to three webhooks), no job yet: the change queued none.
    const written = await rows<{ id: number; queued_at: Date | null; body: string | null }>(
      sql`select id, queued_at, body from webhook_deliveries where order_key = ${application.id} and event = 'application.updated' order by id`,
    );
    expect(written).toHaveLength(6);
    expect(written.every((r) => r.queued_at === null && r.body === null)).toBe(true);
    expect(await jobIds()).toEqual(before);

    const queue: DeliveryQueue = {
      async kick(executor, ids) {
        await t.app.boss.send(WEBHOOK_QUEUE, { ids }, { db: bossExecutor(executor) });
      },
    };
    const counts = await Promise.all([
      dispatchNew(t.app.db, queue),
      dispatchNew(t.app.db, queue),
      dispatchNew(t.app.db, queue),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    const queued = (await jobIds()).filter((id) => !before.includes(id));
    expect(queued.sort((a, b) => a - b)).toEqual(written.map((r) => Number(r.id)));
    expect(await dispatchNew(t.app.db, queue)).toBe(0);
  });
});

// The sweep runs once at the start and then not for ten minutes: only the announcement on
// commit can bring a delivery out within seconds.
describe('webhooks: a committed change is announced to the workers at once', () => {
  const {
    t,
    sessions: [admin, client],
    receiver,
  } = castWithReceiver(['admin', 'client'], { sweepMs: 600_000 });

  it('posts a change within seconds, with no sweep to find it', async () => {
    await addWebhook(t.app, admin, {
      url: `${receiver.url}/announced`,
      events: ['application.updated'],
    });
    const application = await createApplication(t.app, admin, { client: client.user.id });
    const started = Date.now();
    const call = callAs(t.app, admin);
    const changed = await call('PATCH', `/transactions/${application.id}/`, { title: 'Told' });
    expect(changed.statusCode).toBe(200);
    const [got] = await receiver.waitFor(1, '/announced', 5000);
    expect(JSON.parse(got!.body)).toMatchObject({
      type: 'application.updated',
      data: { application: { id: application.id, title: 'Told' } },
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
