import type { TWebhook, TWebhookDelivery, TWebhookDeliveryDetail } from '@mutabaa/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, notifications, webhookDeliveries } from '../../db/schema/index.js';
import { createApplication } from '../../test/factories.js';
import { waitForMail } from '../../test/mail.js';
import { removeOldDeliveries } from './retention.js';
import {
  addWebhook,
  callAs,
  deliveriesOf,
  eventually,
  verified,
  castWithReceiver,
} from './webhooks.fixtures.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('webhooks: the delivery log, redelivery, the test ping, retention, turning off', () => {
  const {
    t,
    sessions: [admin, arabicAdmin, client],
    receiver,
  } = castWithReceiver(['admin', ['admin', { languagePreference: 'ar' }], 'client'], {
    retrySchedule: [1],
    disableAfterMs: 1500,
  });
  const call = () => callAs(t.app, admin);
  const settled = (id: number, count: number) =>
    eventually(async () => {
      const page = await deliveriesOf(t.app, admin, id);
      return page.count === count && page.results.every((d) => d.status !== 'pending') && page;
    });

  it('pings on demand, lists with filters and pages, shows the detail and redelivers', async () => {
    const hook = await addWebhook(t.app, admin, {
      url: `${receiver.url}/log`,
      events: ['application.created', 'application.updated'],
    });
    const ping = await call()('POST', `/webhooks/${hook.id}/test/`);
    expect(ping.statusCode).toBe(202);
    expect(ping.json<TWebhookDelivery>()).toMatchObject({ event: 'ping', status: 'pending' });
    const [pinged] = await receiver.waitFor(1, '/log');
    expect(JSON.parse(pinged!.body)).toMatchObject({ type: 'ping', data: { webhook_id: hook.id } });
    expect(() => verified(hook.secret, pinged!)).not.toThrow();

    for (const title of ['One', 'Two']) {
      await createApplication(t.app, admin, { client: client.user.id, title });
    }
    const all = await settled(hook.id, 3);
    expect(all.results.map((d) => d.event)).toEqual([
      'application.created',
      'application.created',
      'ping',
    ]);
    expect((await deliveriesOf(t.app, admin, hook.id, '?event=ping')).count).toBe(1);
    expect((await deliveriesOf(t.app, admin, hook.id, '?status=failed')).count).toBe(0);
    expect((await deliveriesOf(t.app, admin, hook.id, '?status=succeeded')).count).toBe(3);
    const paged = await deliveriesOf(t.app, admin, hook.id, '?page=2&page_size=2');
    expect(paged.results).toHaveLength(1);
    expect(paged.previous).toContain('page=1');
    expect(paged.next).toBeNull();
    const bad = await call()('GET', `/webhooks/${hook.id}/deliveries/?status=lost`);
    expect(bad.statusCode).toBe(422);

    const first = all.results[1]!;
    const detail = (
      await call()('GET', `/webhooks/${hook.id}/deliveries/${first.id}/`)
    ).json<TWebhookDeliveryDetail>();
    expect(detail).toMatchObject({
      id: first.id,
      status: 'succeeded',
      attempts: 1,
      last_status_code: 200,
      response_body: 'ok',
    });
    expect(detail.duration_ms).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(detail.request_body)).toMatchObject({
      data: { application: { title: 'One' } },
    });

    const again = await call()('POST', `/webhooks/${hook.id}/deliveries/${first.id}/redeliver/`);
    expect(again.statusCode).toBe(202);
    const redelivered = again.json<TWebhookDelivery>();
    expect(redelivered.id).not.toBe(first.id);
    const got = await receiver.waitFor(4, '/log');
    expect(got[3]!.headers['webhook-id']).toBe(detail.message_id);
    expect(got[3]!.body).toBe(detail.request_body);
    await settled(hook.id, 4);

    // Another webhook's delivery is not found under this one.
    const other = await addWebhook(t.app, admin, { url: `${receiver.url}/other` });
    const wrong = await call()('GET', `/webhooks/${other.id}/deliveries/${first.id}/`);
    expect(wrong.statusCode).toBe(404);
    const audited = await t.app.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'webhook'), eq(auditLogs.entityId, String(hook.id))));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['webhook.test_sent', 'webhook.redelivered']),
    );
  });

  it('removes finished deliveries past the retention time, never pending ones', async () => {
    const hook = await addWebhook(t.app, admin, { url: `${receiver.url}/retention` });
    await call()('POST', `/webhooks/${hook.id}/test/`);
    await settled(hook.id, 1);
    const [pending] = await t.app.db
      .insert(webhookDeliveries)
      .values({
        webhookId: hook.id,
        messageId: 'msg_kept',
        event: 'ping',
        body: '{}',
        nextAttemptAt: new Date(Date.now() + DAY_MS),
      })
      .returning();
    expect(
      await removeOldDeliveries(t.app.db, 30 * DAY_MS, new Date(Date.now() + 29 * DAY_MS)),
    ).toBe(0);
    const removed = await removeOldDeliveries(
      t.app.db,
      30 * DAY_MS,
      new Date(Date.now() + 31 * DAY_MS),
    );
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = await deliveriesOf(t.app, admin, hook.id);
    expect(left.results.map((d) => d.id)).toEqual([pending!.id]);
  });

  it('turns off a webhook that keeps failing and tells its creator in their language', async () => {
    receiver.answer = (request, response) => {
      if (request.path === '/broken') return void response.writeHead(500).end();
      response.end('ok');
    };
    try {
      const hook = await addWebhook(t.app, arabicAdmin, { url: `${receiver.url}/broken` });
      // Failing since the first attempt; after 1.5 s without a success the next failure ends it.
      await createApplication(t.app, admin, { client: client.user.id, title: 'A' });
      await receiver.waitFor(2, '/broken');
      await new Promise((resolve) => setTimeout(resolve, 1600));
      await createApplication(t.app, admin, { client: client.user.id, title: 'B' });
      const off = await eventually(async () => {
        const read = (await call()('GET', `/webhooks/${hook.id}/`)).json<TWebhook>();
        return !read.active && read;
      });
      expect(off.disabled_at).not.toBeNull();
      const [told] = await t.app.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, arabicAdmin.user.id),
            eq(notifications.event, 'webhook_disabled'),
          ),
        );
      expect(told).toMatchObject({ title: 'أُوقف أحد خطافات الويب', category: 'danger' });
      expect(told!.message).toContain('/broken');
      const mail = await waitForMail(t.config.dataDir, arabicAdmin.user.email);
      expect(mail.subject).toBe('أُوقف أحد خطافات الويب');
      expect(mail.text).toContain('/settings?tab=webhooks');
      // Nothing more is posted; new changes no longer reach it.
      await createApplication(t.app, admin, { client: client.user.id, title: 'C' });
      const log = await settled(hook.id, (await deliveriesOf(t.app, admin, hook.id)).count);
      expect(log.results.every((d) => d.status === 'failed')).toBe(true);
      const [entry] = await t.app.db
        .select()
        .from(auditLogs)
        .where(
          and(eq(auditLogs.action, 'webhook.disabled'), eq(auditLogs.entityId, String(hook.id))),
        );
      expect(entry?.actorId).toBeNull();
    } finally {
      receiver.answer = (_request, response) => response.end('ok');
    }
  });
});
