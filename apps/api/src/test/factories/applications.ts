import type { TApplication } from '@mutabaa/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Session } from './users.js';

/**
 * The create body of a test application: any field of the form; `client` is needed unless the
 * session is a client's (a client creates for themselves).
 */
export type ApplicationFields = { client?: number | null } & Record<string, unknown>;

/** What a request carries besides its body and token: a language, a user agent, an address. */
export type RequestExtras = { headers?: Record<string, string>; remoteAddress?: string };

const DEFAULTS = { title: 'Test application', transaction_type: 'renewal', priority: 'high' };

/**
 * Creates an application through the API as `session`, so its reference, history, counters,
 * notifications and audit entry are the real ones; expects a 201.
 */
export async function createApplication(
  app: FastifyInstance,
  session: Pick<Session, 'auth'>,
  fields: ApplicationFields,
  extras: RequestExtras = {},
): Promise<TApplication> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/transactions/',
    headers: { ...session.auth, ...extras.headers },
    ...(extras.remoteAddress !== undefined && { remoteAddress: extras.remoteAddress }),
    payload: { ...DEFAULTS, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TApplication>();
}

/** Moves application `id` to `status` through the workflow as `session`; expects a 200. */
export async function moveApplication(
  app: FastifyInstance,
  session: Pick<Session, 'auth'>,
  id: number,
  status: string,
  extras: RequestExtras = {},
): Promise<TApplication> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/transactions/${id}/transition/`,
    headers: { ...session.auth, ...extras.headers },
    payload: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TApplication>();
}

/** Creates an application for the client `clientId` through the API as `session`; its id. */
export async function createApplicationAs(
  app: FastifyInstance,
  session: Pick<Session, 'auth'>,
  clientId: number,
  title = 'Test application',
): Promise<number> {
  return (await createApplication(app, session, { title, client: clientId })).id;
}
