import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { rateLimited } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hook: the per-IP ceiling shared by the public auth routes (but refresh). */
    ipRateLimit: onRequestAsyncHookHandler;
    /** Hook: the per-IP ceiling of token refresh, a bucket of its own. */
    refreshRateLimit: onRequestAsyncHookHandler;
    loginThrottle: {
      /**
       * Refuses with 429 while the client address must wait before trying this account again
       * (or has failed too often over all accounts).
       */
      assertAllowed(request: FastifyRequest, account?: string): Promise<void>;
      /**
       * Counts a failed sign-in. `account`: the address it counts against when the body has
       * none (the second step of a sign-in names its account by token).
       */
      recordFailure(request: FastifyRequest, account?: string): Promise<void>;
    };
    passwordThrottle: {
      /** Refuses with 429 once the signed-in user has given too many wrong current passwords. */
      assertAllowed(request: FastifyRequest): Promise<void>;
      recordFailure(request: FastifyRequest): Promise<void>;
    };
    /** Hook: the per-token ceiling of API tokens (API_TOKEN_RATE_LIMIT a minute); 429 beyond. */
    apiTokenRateLimit(request: FastifyRequest): Promise<void>;
    /** Counts a mail to the request's address; false once it has had enough for the window. */
    mailThrottle(request: FastifyRequest): Promise<boolean>;
  }
}

/** Reset and verification mails per address and window: enough for a user, too few to flood. */
const MAILS_PER_ADDRESS = 5;
/** API tokens' requests are counted per token and minute. */
const API_TOKEN_WINDOW_MS = 60_000;
/** A counter's ceiling that is never reached: it only counts, the code decides. */
const UNCAPPED = 1_000_000;

/** The account a sign-in names when its body has no address (set by the throttle's callers). */
const accountOf = new WeakMap<FastifyRequest, string>();

function emailOf(request: FastifyRequest): string {
  const email = accountOf.get(request) ?? (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** The client address as the per-IP limits count it: an IPv6 client by its network prefix. */
function clientOf(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/** The client address and account of a sign-in. */
function pairOf(request: FastifyRequest): string {
  return `${clientOf(request)}|${emailOf(request)}`;
}

/**
 * The wait after the `failures`-th failure of a client address on one account: none for the
 * first `free`, then `base` doubling with each further one, at most the window.
 */
export function loginDelayMs(
  failures: number,
  options: { free: number; baseMs: number; windowMs: number },
): number {
  const beyond = failures - options.free;
  if (beyond <= 0) return 0;
  return Math.min(options.windowMs, options.baseMs * 2 ** Math.min(beyond - 1, 30));
}

/**
 * Rate limits kept in memory, or in Redis when REDIS_URL is set (so that several instances
 * share them). Windows are 15 minutes.
 *
 * Failed sign-ins count per (client address, account): a few are free, then each further one
 * makes that pair wait twice as long as the one before, up to the window. Another address is
 * never affected, so failures elsewhere cannot lock the owner out. A client address also has
 * a ceiling of failures over all accounts.
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
  const delay = {
    free: config.loginFailuresFree,
    baseMs: config.loginDelayBaseMs,
    windowMs: window,
  };
  const ipLimit = app.createRateLimit({ max: config.rateLimitIpMax, timeWindow: window });
  const refreshLimit = app.createRateLimit({
    max: config.rateLimitRefreshMax,
    timeWindow: window,
    keyGenerator: (request) => `refresh:${clientOf(request)}`,
  });
  const pairFailures = app.createRateLimit({
    max: UNCAPPED,
    timeWindow: window,
    keyGenerator: (request) => `login-failures:${pairOf(request)}`,
  });
  // One key per failure count beyond the free ones, living as long as that count's wait.
  const waitFor = new WeakMap<FastifyRequest, number>();
  const pairWaitLimit = app.createRateLimit({
    max: UNCAPPED,
    timeWindow: (request) => loginDelayMs(waitFor.get(request) ?? 0, delay),
    keyGenerator: (request) => `login-wait:${pairOf(request)}|${waitFor.get(request) ?? 0}`,
  });
  const pairWait = (request: FastifyRequest, failures: number, increment: boolean) => {
    waitFor.set(request, failures);
    return pairWaitLimit(request, { increment });
  };
  const ipFailures = app.createRateLimit({
    max: config.loginFailuresIpMax,
    timeWindow: window,
    keyGenerator: (request) => `login-failures-ip:${clientOf(request)}`,
  });
  const passwordFailures = app.createRateLimit({
    max: config.passwordFailuresMax,
    timeWindow: window,
    keyGenerator: (request) => `password-failures:${request.actor?.user.id ?? ''}`,
  });
  const mailLimit = app.createRateLimit({
    max: MAILS_PER_ADDRESS,
    timeWindow: window,
    keyGenerator: (request) => `mails:${emailOf(request)}`,
  });

  const apiTokenLimit = app.createRateLimit({
    max: config.apiTokenRateLimit,
    timeWindow: API_TOKEN_WINDOW_MS,
    keyGenerator: (request) => `api-token:${request.actor?.token?.id ?? ''}`,
  });

  const failuresOf = async (request: FastifyRequest) => {
    const result = await pairFailures(request, { increment: false });
    return result.isAllowed ? 0 : UNCAPPED - result.remaining;
  };

  app.decorate('ipRateLimit', async (request: FastifyRequest) => {
    const result = await ipLimit(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
  });
  app.decorate('refreshRateLimit', async (request: FastifyRequest) => {
    const result = await refreshLimit(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
  });
  app.decorate('loginThrottle', {
    async assertAllowed(request: FastifyRequest, account?: string) {
      if (account !== undefined) accountOf.set(request, account);
      const ip = await ipFailures(request, { increment: false });
      if (!ip.isAllowed && ip.remaining <= 0 && ip.ttl > 0) {
        throw rateLimited(ip.ttlInSeconds, 'too_many_login_attempts');
      }
      const failures = await failuresOf(request);
      if (loginDelayMs(failures, delay) === 0) return;
      const wait = await pairWait(request, failures, false);
      if (!wait.isAllowed && wait.ttl > 0) {
        throw rateLimited(wait.ttlInSeconds, 'too_many_login_attempts');
      }
    },
    async recordFailure(request: FastifyRequest, account?: string) {
      if (account !== undefined) accountOf.set(request, account);
      await ipFailures(request);
      const counted = await pairFailures(request);
      const failures = counted.isAllowed ? 0 : UNCAPPED - counted.remaining;
      if (loginDelayMs(failures, delay) > 0) await pairWait(request, failures, true);
    },
  });
  app.decorate('passwordThrottle', {
    async assertAllowed(request: FastifyRequest) {
      const result = await passwordFailures(request, { increment: false });
      if (!result.isAllowed && result.remaining <= 0 && result.ttl > 0) {
        throw rateLimited(result.ttlInSeconds, 'too_many_password_attempts');
      }
    },
    async recordFailure(request: FastifyRequest) {
      await passwordFailures(request);
    },
  });
  app.decorate('apiTokenRateLimit', async (request: FastifyRequest) => {
    const result = await apiTokenLimit(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
  });
  app.decorate('mailThrottle', async (request: FastifyRequest) => {
    const result = await mailLimit(request);
    return result.isAllowed || !result.isExceeded;
  });
}
