import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TWebhookCreate, TWebhookCreated, TWebhookDeliveryPage } from '@mutabaa/shared';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '../../config.js';
import { testCast, type CastMember } from '../../test/cast.js';
import type { Session } from '../../test/factories.js';
import { DEFAULT_WEBHOOKS_CONFIG, type WebhooksConfig } from '../../webhooks-config.js';

/** Settings for tests: a receiver on 127.0.0.1 over http, retries after 1 s. */
export const TEST_WEBHOOKS: WebhooksConfig = {
  ...DEFAULT_WEBHOOKS_CONFIG,
  allowHttp: true,
  allowPrivate: true,
  retrySchedule: [1, 1],
  timeoutMs: 1500,
  sweepMs: 1000,
};

/** One request the receiver got. */
export type Received = {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
};

/** How the receiver answers a request: by default 200 at once. */
export type Answer = (request: Received, response: ServerResponse) => void;

/** A webhook receiver on 127.0.0.1 (node:http), started by the test. */
export type Receiver = {
  url: string;
  received: Received[];
  answer: Answer;
  /** The requests to `path`, once there are `count` of them (else fails after `ms`). */
  waitFor(count: number, path?: string, ms?: number): Promise<Received[]>;
  close(): Promise<void>;
};

/** Starts a receiver, filling `into` (an object a test already holds) when given. */
export async function startReceiver(into: Partial<Receiver> = {}): Promise<Receiver> {
  const receiver = Object.assign(into, {
    received: [] as Received[],
    answer: ((_request, response) => response.end('ok')) as Answer,
  }) as Receiver;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got: Received = {
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      receiver.received.push(got);
      receiver.answer(got, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.url = `http://127.0.0.1:${port}`;
  receiver.waitFor = async (count, path, ms = 15_000) => {
    const started = Date.now();
    const matching = () => receiver.received.filter((r) => path === undefined || r.path === path);
    while (matching().length < count) {
      if (Date.now() - started > ms) {
        throw new Error(`receiver: ${matching().length} of ${count} requests to ${path ?? '*'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return matching();
  };
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/**
 * The app with the test webhook settings (and `webhooks`' changes to them) with `members`
 * signed in, as testCast gives them, and a receiver started for the file.
 */
export function castWithReceiver<const C extends readonly CastMember[]>(
  members: C,
  webhooks: Partial<WebhooksConfig> = {},
  config: Partial<Config> = {},
) {
  const cast = testCast(members, { ...config, webhooks: { ...TEST_WEBHOOKS, ...webhooks } });
  const receiver = {} as Receiver;
  beforeAll(async () => {
    await startReceiver(receiver);
  });
  afterAll(async () => {
    await receiver.close();
  });
  return { ...cast, receiver };
}

/** Verifies a request with the standardwebhooks package; throws when it does not verify. */
export function verified(secret: string, request: Received): unknown {
  return new Webhook(secret).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  });
}

/** Calls the API as `session`. */
export function callAs(app: FastifyInstance, session: Pick<Session, 'auth'>) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...session.auth, 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** Adds a webhook as the admin `session`; expects a 201. */
export async function addWebhook(
  app: FastifyInstance,
  session: Pick<Session, 'auth'>,
  fields: Partial<TWebhookCreate> & { url: string },
): Promise<TWebhookCreated> {
  const response = await callAs(app, session)('POST', '/webhooks/', {
    events: ['application.created'],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TWebhookCreated>();
}

/** The webhook's delivery log (first page, newest first) with `query`. */
export async function deliveriesOf(
  app: FastifyInstance,
  session: Pick<Session, 'auth'>,
  id: number,
  query = '',
): Promise<TWebhookDeliveryPage> {
  const response = await callAs(app, session)('GET', `/webhooks/${id}/deliveries/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TWebhookDeliveryPage>();
}

/** Waits until `check` holds (polling), else fails after `ms`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  ms = 15_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > ms) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
