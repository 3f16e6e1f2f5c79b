import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIPv4 } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3StoreConfig } from './lib/file-store/index.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './lib/private-files.js';
import { readOidcConfig, type OidcConfig } from './oidc-config.js';
import { readWebhooksConfig, type WebhooksConfig } from './webhooks-config.js';

export type { OidcConfig } from './oidc-config.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Environment variables, read once at start. Empty strings count as unset. */
const ZEnv = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  DEMO_DATA: z.enum(['true', 'false', '1', '0']).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ENCRYPTION_KEY: z.string().min(32, 'ENCRYPTION_KEY must be at least 32 characters').optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Mutabaa <no-reply@mutabaa.local>'),
  PUBLIC_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  WEB_DIST: z.string().optional(),
  RATE_LIMIT_IP_MAX: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_REFRESH_MAX: z.coerce.number().int().positive().default(600),
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  S3_PREFIX: z.string().optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
});

export type Config = {
  env: string;
  production: boolean;
  port: number;
  /** Where to listen: 127.0.0.1 by default on the embedded database, 0.0.0.0 with DATABASE_URL. */
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; undefined means embedded PGlite in dataDir/db. */
  databaseUrl?: string;
  jwtSecret: string;
  /**
   * The secret the key of stored secrets (two-factor sign-in) is derived from; undefined: they
   * are derived from jwtSecret (lib/secret-box.ts).
   */
  encryptionKey?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  redisUrl?: string;
  webDist: string;
  /** Requests per client address and window to the public auth routes but refresh. */
  rateLimitIpMax: number;
  /** Token refreshes per client address and window (a bucket of their own). */
  rateLimitRefreshMax: number;
  /** Requests per API token and minute (API_TOKEN_RATE_LIMIT). */
  apiTokenRateLimit: number;
  /** Failed sign-ins per client address and account in the window before delays start. */
  loginFailuresFree: number;
  /** The first delay after the free failures; it doubles with each further one. */
  loginDelayBaseMs: number;
  /** Failed sign-ins per client address in the window, over all accounts. */
  loginFailuresIpMax: number;
  /** Wrong current passwords per user in the window on a password change. */
  passwordFailuresMax: number;
  rateLimitWindowMs: number;
  logLevel: string;
  /** Read client addresses from X-Forwarded-For (behind a load balancer). */
  trustProxy: boolean;
  /** Create demo users on the first start of an empty embedded database (DEMO_DATA=false: never). */
  seedDemo: boolean;
  /** Run the mail worker in this process. */
  runWorkers: boolean;
  /** Attachments and logos in an S3-compatible bucket; undefined means DATA_DIR/uploads. */
  s3?: S3StoreConfig;
  /** Prometheus metrics on a listener of their own; undefined: off. Port 0 picks a free one. */
  metrics?: MetricsConfig;
  /** Single sign-on with OpenID Connect; undefined: off. */
  oidc?: OidcConfig;
  /** False (OIDC_PASSWORD_LOGIN=false): only admins may sign in with a password. */
  passwordLogin?: boolean;
  /** How webhooks are delivered; undefined: DEFAULT_WEBHOOKS_CONFIG. */
  webhooks?: WebhooksConfig;
};

export type MetricsConfig = {
  port: number;
  host: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string;
};

export class ConfigError extends Error {}

/** Whether `host` only listens on this machine: 127.0.0.0/8, ::1 or localhost. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name === '::1') return true;
  const v4 = name.replace(/^::ffff:/, '');
  return isIPv4(v4) && v4.startsWith('127.');
}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
}

/** The JWT secret: from the environment, else generated once and kept in the data directory. */
function resolveJwtSecret(dataDir: string, fromEnv: string | undefined, production: boolean) {
  if (fromEnv) return fromEnv;
  if (production) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // not created yet
  }
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
  return secret;
}

type Env = z.infer<typeof ZEnv>;

/** FILE_STORE=s3 and its S3_* variables, or undefined for the local disk. */
function s3Store(e: Env): S3StoreConfig | undefined {
  const set = (Object.keys(e) as (keyof Env)[]).filter((k) => k.startsWith('S3_') && e[k]);
  const invalid = (line: string) => new ConfigError(`Invalid configuration:\n  ${line}`);
  if (e.FILE_STORE !== 's3') {
    // Files meant for a bucket must not quietly land on one machine's disk.
    if (set.length) throw invalid(`FILE_STORE: must be s3 when ${set.join(', ')} is set`);
    return undefined;
  }
  if (!e.S3_BUCKET) throw invalid('S3_BUCKET: required with FILE_STORE=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw invalid('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  const prefix = (e.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(prefix)) {
    throw invalid('S3_PREFIX: letters, digits, ".", "_", "-" and "/" only');
  }
  return {
    bucket: e.S3_BUCKET,
    // S3-compatible servers mostly ignore the region, but the SDK signs with one.
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
    prefix: prefix ? `${prefix}/` : '',
  };
}

/** Reads and checks the environment; throws ConfigError with every problem listed. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: { needsJwtSecret?: boolean } = {},
): Config {
  const parsed = ZEnv.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      `Invalid configuration:\n  METRICS_PORT: must differ from PORT (${e.PORT}), or metrics would be public`,
    );
  }
  const sso = readOidcConfig(env);
  const hooks = readWebhooksConfig(env);
  const problems = [...sso.problems, ...hooks.problems];
  if (problems.length) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(process.cwd(), e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    // The embedded database is a demo or a single machine's install: it stays on this machine
    // unless HOST says otherwise. A PostgreSQL deployment usually runs in a container.
    host: e.HOST ?? (e.DATABASE_URL ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    // Command-line tools sign no tokens: they need no secret, even in production.
    jwtSecret:
      options.needsJwtSecret === false
        ? (e.JWT_SECRET ?? '')
        : resolveJwtSecret(dataDir, e.JWT_SECRET, production),
    encryptionKey: e.ENCRYPTION_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    redisUrl: e.REDIS_URL,
    webDist: e.WEB_DIST
      ? path.resolve(process.cwd(), e.WEB_DIST)
      : path.resolve(here, '../../web/dist'),
    rateLimitIpMax: e.RATE_LIMIT_IP_MAX,
    rateLimitRefreshMax: e.RATE_LIMIT_REFRESH_MAX,
    apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
    loginFailuresFree: 5,
    loginDelayBaseMs: 30_000,
    loginFailuresIpMax: 50,
    passwordFailuresMax: 5,
    rateLimitWindowMs: 15 * 60 * 1000,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    seedDemo: !production && !e.DATABASE_URL && e.DEMO_DATA !== 'false' && e.DEMO_DATA !== '0',
    runWorkers: true,
    s3: s3Store(e),
    metrics:
      e.METRICS_PORT === undefined
        ? undefined
        : { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    oidc: sso.oidc,
    passwordLogin: sso.passwordLogin,
    webhooks: hooks.webhooks,
  };
}
