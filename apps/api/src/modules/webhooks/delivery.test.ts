import type { TWebhookDeliveryDetail } from '@mutabaa/shared';
import { describe, expect, it } from 'vitest';
import { createApplication, createComment, moveApplication } from '../../test/factories.js';
import {
  addWebhook,
  callAs,
  deliveriesOf,
  eventually,
  verified,
  castWithReceiver,
} from './webhooks.fixtures.js';

type Payload = {
  type: string;
  timestamp: string;
  data: { application: { id: number; status: string; title: string }; [key: string]: unknown };
};
const payloadOf = (body: string) => JSON.parse(body) as Payload;

describe('webhooks: signed deliveries, retries and order', () => {
  const {
    t,
    sessions: [admin, client],
    receiver,
  } = castWithReceiver(['admin', 'client']);
  const newApplication = (title = 'Webhook test') =>
    createApplication(t.app, admin, { client: client.user.id, title });
  const detail = async (webhookId: number, deliveryId: number) => {
    const response = await callAs(t.app, admin)(
      'GET',
      `/webhooks/${webhookId}/deliveries/${deliveryId}/`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TWebhookDeliveryDetail>();
  };

  it('posts a change signed by the Standard Webhooks scheme, with the application as an admin sees it', async () => {
    const hook = await addWebhook(t.app, admin, {
      url: `${receiver.url}/signed`,
      events: ['application.created', 'application.status_changed', 'application.submitted'],
    });
    const application = await newApplication('Signed delivery');
    await moveApplication(t.app, admin, application.id, 'submitted');
    const got = await receiver.waitFor(3, '/signed');
    for (const request of got) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['webhook-id']).toMatch(/^msg_/);
      expect(Number(request.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
      expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(() => verified(hook.secret, request)).not.toThrow();
      // One byte changed and it no longer verifies.
      expect(() => verified(hook.secret, { ...request, body: `${request.body} ` })).toThrow();
    }
    const [created, changed, submitted] = got.map((r) => payloadOf(r.body));
    expect(created!.type).toBe('application.created');
    expect(created!.data.application).toMatchObject({
      id: application.id,
      reference_number: application.reference_number,
      title: 'Signed delivery',
      status: 'draft',
    });
    // The admin's view: the client's e-mail address is there.
    expect(JSON.stringify(created!.data.application)).toContain(client.user.email);
    expect(created!.data.actor).toEqual({
      id: admin.user.id,
      full_name: 'Test User',
      email: admin.user.email,
    });
    expect(new Date(created!.timestamp).getTime()).toBeLessThanOrEqual(Date.now());
    expect(changed).toMatchObject({
      type: 'application.status_changed',
      data: { from: 'draft', to: 'submitted', application: { status: 'submitted' } },
    });
    expect(submitted!.type).toBe('application.submitted');

    const log = await eventually(async () => {
      const page = await deliveriesOf(t.app, admin, hook.id);
      return page.results.every((d) => d.status === 'succeeded') && page;
    });
    expect(log.count).toBe(3);
    expect(log.results[0]).toMatchObject({ attempts: 1, last_status_code: 200, last_error: null });
    const one = await detail(hook.id, log.results[2]!.id);
    expect(one.message_id).toBe(got[0]!.headers['webhook-id']);
    expect(one.request_body).toBe(got[0]!.body);
    expect(one.response_body).toBe('ok');
  });

  it('retries after a 500 and after a time-out with the same webhook-id, then succeeds', async () => {
    const hook = await addWebhook(t.app, admin, { url: `${receiver.url}/flaky` });
    let calls = 0;
    receiver.answer = (request, response) => {
      if (request.path !== '/flaky') return void response.end('ok');
      calls += 1;
      if (calls === 1) return void response.writeHead(500).end('down for a moment');
      if (calls === 2) return; // never answers: the attempt times out
      response.end('ok');
    };
    try {
      await newApplication('Flaky receiver');
      const got = await receiver.waitFor(3, '/flaky', 20_000);
      expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(1);
      expect(new Set(got.map((r) => r.body)).size).toBe(1);
      for (const request of got) expect(() => verified(hook.secret, request)).not.toThrow();
      // At least the retry's second between attempts, and the time-out's 1.5 s.
      expect(got[1]!.at - got[0]!.at).toBeGreaterThanOrEqual(800);
      expect(got[2]!.at - got[1]!.at).toBeGreaterThanOrEqual(1500);
      const [done] = await eventually(async () => {
        const page = await deliveriesOf(t.app, admin, hook.id);
        return page.results[0]?.status === 'succeeded' && page.results;
      });
      expect(done).toMatchObject({ attempts: 3, last_status_code: 200, last_error: null });
    } finally {
      receiver.answer = (_request, response) => response.end('ok');
    }
  });

  it('gives up after the schedule, keeping the last answer', async () => {
    const hook = await addWebhook(t.app, admin, { url: `${receiver.url}/down` });
    receiver.answer = (request, response) => {
      if (request.path === '/down') return void response.writeHead(503).end('maintenance');
      response.end('ok');
    };
    try {
      await newApplication('Down receiver');
      const [failed] = await eventually(async () => {
        const page = await deliveriesOf(t.app, admin, hook.id, '?status=failed');
        return page.count === 1 && page.results;
      }, 20_000);
      // One attempt and one per retry of the schedule (two).
      expect(failed).toMatchObject({
        attempts: 3,
        last_status_code: 503,
        last_error: 'answered HTTP 503',
        next_attempt_at: null,
      });
      expect((await detail(hook.id, failed!.id)).response_body).toBe('maintenance');
      expect(receiver.received.filter((r) => r.path === '/down')).toHaveLength(3);
    } finally {
      receiver.answer = (_request, response) => response.end('ok');
    }
  });

  it("keeps each application's events in order, while other applications' go on", async () => {
    await addWebhook(t.app, admin, {
      url: `${receiver.url}/ordered`,
      events: ['application.created', 'application.updated'],
    });
    let failedOnce = false;
    receiver.answer = (request, response) => {
      const payload = request.path === '/ordered' ? payloadOf(request.body) : undefined;
      if (payload?.data.application.title === 'First' && !failedOnce) {
        failedOnce = true;
        return void response.writeHead(500).end();
      }
      response.end('ok');
    };
    try {
      const first = await newApplication('First');
      const update = await callAs(t.app, admin)('PATCH', `/transactions/${first.id}/`, {
        title: 'First, renamed',
      });
      expect(update.statusCode, update.body).toBe(200);
      const other = await newApplication('Other');
      const got = (await receiver.waitFor(4, '/ordered')).map((r) => ({
        ...payloadOf(r.body),
        at: r.at,
      }));
      const ofFirst = got.filter((p) => p.data.application.id === first.id);
      expect(ofFirst.map((p) => p.type)).toEqual([
        'application.created',
        'application.created',
        'application.updated',
      ]);
      // The other application did not wait for the first one's retry.
      const ofOther = got.find((p) => p.data.application.id === other.id)!;
      expect(ofOther.at).toBeLessThan(ofFirst[1]!.at);
    } finally {
      receiver.answer = (_request, response) => response.end('ok');
    }
  });

  it('tells internal comments only to webhooks that include them', async () => {
    const events = ['comment.created' as const];
    await addWebhook(t.app, admin, { url: `${receiver.url}/public-only`, events });
    await addWebhook(t.app, admin, {
      url: `${receiver.url}/with-internal`,
      events,
      include_internal: true,
    });
    const application = await newApplication('Comments');
    await createComment(t.app, admin, application.id, { text: 'Internal note', is_internal: true });
    await createComment(t.app, admin, application.id, { text: 'Hello client' });
    const all = await receiver.waitFor(2, '/with-internal');
    expect(all.map((r) => (payloadOf(r.body).data.comment as { text: string }).text)).toEqual([
      'Internal note',
      'Hello client',
    ]);
    const publicOnly = await receiver.waitFor(1, '/public-only');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received.filter((r) => r.path === '/public-only')).toHaveLength(1);
    expect(payloadOf(publicOnly[0]!.body).data).toMatchObject({
      comment: { text: 'Hello client', is_internal: false },
    });
  });

  it('signs with the new secret after a rotation; the old one no longer verifies', async () => {
    const hook = await addWebhook(t.app, admin, { url: `${receiver.url}/rotated` });
    const rotated = await callAs(t.app, admin)('POST', `/webhooks/${hook.id}/rotate-secret/`);
    const { secret } = rotated.json<{ secret: string }>();
    await newApplication('After rotation');
    const [request] = await receiver.waitFor(1, '/rotated');
    expect(() => verified(secret, request!)).not.toThrow();
    expect(() => verified(hook.secret, request!)).toThrow();
  });

  it('sends nothing to a webhook that is off or does not take the event', async () => {
    await addWebhook(t.app, admin, { url: `${receiver.url}/off`, active: false });
    await addWebhook(t.app, admin, {
      url: `${receiver.url}/other-event`,
      events: ['application.deleted'],
    });
    await newApplication('Nobody listens');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(receiver.received.filter((r) => ['/off', '/other-event'].includes(r.path))).toEqual([]);
  });
});
