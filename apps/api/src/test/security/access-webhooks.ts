import { adminOnly, unique, type AccessRow } from './access-rules.js';
import type { World } from './world.js';

// The fixtures' webhooks are off: no change of the other rows' requests is posted anywhere,
// and a ping to one fails at once, without a request leaving the machine.
const webhook = () => ({
  url: `https://receiver.invalid/${unique('hook-')}`,
  events: ['application.created', 'comment.created'],
  active: false,
  description: unique('Fixture '),
});

async function newWebhook(w: World): Promise<number> {
  const response = await w.app.inject({
    method: 'POST',
    url: '/api/webhooks/',
    headers: w.sessions.admin.auth,
    payload: webhook(),
  });
  if (response.statusCode !== 201) throw new Error(`fixture webhook: ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** A webhook with one delivery (a ping), settled. */
async function newDelivery(w: World): Promise<{ id: number; delivery: number }> {
  const id = await newWebhook(w);
  const response = await w.app.inject({
    method: 'POST',
    url: `/api/webhooks/${id}/test/`,
    headers: w.sessions.admin.auth,
  });
  if (response.statusCode !== 202) throw new Error(`fixture delivery: ${response.body}`);
  await w.settled();
  return { id, delivery: response.json<{ id: number }>().id };
}

const withWebhook = async (w: World) => ({ params: { id: await newWebhook(w) } });
const withDelivery = async (w: World) => ({ params: await newDelivery(w) });

/** Webhooks: admins only. */
export const WEBHOOKS_ACCESS: Record<string, AccessRow> = {
  'GET /api/webhooks/': { expect: adminOnly(200) },
  'POST /api/webhooks/': { expect: adminOnly(201), request: () => ({ body: webhook() }) },
  'GET /api/webhooks/{id}/': { expect: adminOnly(200), request: withWebhook },
  'PATCH /api/webhooks/{id}/': {
    expect: adminOnly(200),
    request: async (w) => ({ ...(await withWebhook(w)), body: { description: 'Renamed' } }),
  },
  'DELETE /api/webhooks/{id}/': { expect: adminOnly(204), request: withWebhook },
  'POST /api/webhooks/{id}/rotate-secret/': { expect: adminOnly(200), request: withWebhook },
  'POST /api/webhooks/{id}/test/': { expect: adminOnly(202), request: withWebhook },
  'GET /api/webhooks/{id}/deliveries/': {
    expect: adminOnly(200),
    request: async (w) => ({ ...(await withDelivery(w)), query: { status: 'failed' } }),
  },
  'GET /api/webhooks/{id}/deliveries/{delivery}/': {
    expect: adminOnly(200),
    request: withDelivery,
  },
  'POST /api/webhooks/{id}/deliveries/{delivery}/redeliver/': {
    expect: adminOnly(202),
    request: withDelivery,
  },
};
