import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { rateLimited } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hook: the per-IP ceiling shared by the public auth routes. */
    ipRateLimit: onRequestAsyncHookHandler;
    loginThrottle: {
      /** Refuses with 429 once the address has had too many failed sign-ins. */
      assertAllowed(request: FastifyRequest): Promise<void>;
      recordFailure(request: FastifyRequest): Promise<void>;
    };
    /** Counts a mail to the request's address; false once it has had enough for the window. */
    mailThrottle(request: FastifyRequest): Promise<boolean>;
  }
}

/** Reset and verification mails per address and window: enough for a user, too few to flood. */
const MAILS_PER_ADDRESS = 5;

function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * Rate limits kept in memory, or in Redis when REDIS_URL is set (so that several instances
 * share them). Both limits use a 15-minute window.
 */
export async function rateLimitPlugin(app: FastifyInstance, config: Config) {
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => undefined);
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: 'mutabaa-rl:',
    skipOnError: true,
  });

  const window = config.rateLimitWindowMs;
  const ipLimit = app.createRateLimit({ max: config.rateLimitIpMax, timeWindow: window });
  const loginLimit = app.createRateLimit({
    max: config.loginFailuresMax,
    timeWindow: window,
    keyGenerator: (request) => `login-failures:${emailOf(request)}`,
  });
  const mailLimit = app.createRateLimit({
    max: MAILS_PER_ADDRESS,
    timeWindow: window,
    keyGenerator: (request) => `mails:${emailOf(request)}`,
  });

  app.decorate('ipRateLimit', async (request: FastifyRequest) => {
    const result = await ipLimit(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
  });
  app.decorate('loginThrottle', {
    async assertAllowed(request: FastifyRequest) {
      const result = await loginLimit(request, { increment: false });
      if (!result.isAllowed && result.remaining <= 0 && result.ttl > 0) {
        throw rateLimited(result.ttlInSeconds, 'too_many_login_attempts');
      }
    },
    async recordFailure(request: FastifyRequest) {
      await loginLimit(request);
    },
  });
  app.decorate('mailThrottle', async (request: FastifyRequest) => {
    const result = await mailLimit(request);
    return result.isAllowed || !result.isExceeded;
  });
}
