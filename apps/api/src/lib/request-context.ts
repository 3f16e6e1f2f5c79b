import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * Where the request being served comes from: what an audit entry records beside the change.
 * `apiToken`: the API token it came with and its owner, set once `authenticate` accepted it.
 */
export type RequestContext = {
  ip: string;
  userAgent: string | null;
  apiToken?: { id: number; name: string; ownerId: number };
};

const storage = new AsyncLocalStorage<RequestContext>();

/** The request being served by this async call chain, if any (none in jobs and the CLI). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

export const USER_AGENT_MAX_LENGTH = 500;

/** Runs every request's handlers inside its context. */
export function requestContextHook(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const agent = request.headers['user-agent'];
    storage.run(
      {
        ip: request.ip,
        userAgent: typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX_LENGTH) : null,
      },
      done,
    );
  });
}
