import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';

export const PGLITE_TEMPLATE_ENV = 'MUTABAA_TEST_PGLITE_TEMPLATE';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
};

/** A config for tests: a fresh temporary data directory, quiet logs, no demo users. */
export async function testConfig(overrides: Partial<Config> = {}): Promise<Config> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-test-'));
  return {
    env: 'test',
    production: false,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    jwtSecret: randomBytes(32).toString('hex'),
    mailFrom: 'Mutabaa <no-reply@mutabaa.test>',
    publicUrl: 'http://mutabaa.test',
    webDist: path.join(dataDir, 'no-web-dist'),
    rateLimitIpMax: 10_000,
    rateLimitRefreshMax: 10_000,
    apiTokenRateLimit: 10_000,
    loginFailuresFree: 5,
    loginDelayBaseMs: 30_000,
    loginFailuresIpMax: 50,
    passwordFailuresMax: 5,
    rateLimitWindowMs: 15 * 60 * 1000,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    trustProxy: false,
    seedDemo: false,
    runWorkers: true,
    ...overrides,
  };
}

/**
 * A PostgreSQL database of its own for one test file when TEST_DATABASE_URL is set
 * (dropped afterwards); undefined means the file runs on PGlite.
 */
export async function createTestDatabase(): Promise<
  { url: string; drop(): Promise<void> } | undefined
> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `mutabaa_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The migrated template written by global-setup.ts, when there is one. */
export async function pgliteTemplate(): Promise<Blob | undefined> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file) return undefined;
  return new Blob([await readFile(file)]);
}

/**
 * Builds the real app on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 * `logLines` collects the log lines (give a `logLevel` in `overrides` too); `routes` adds test
 * routes before the app is ready.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { logLines?: string[]; routes?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = await testConfig({ databaseUrl: database?.url, ...overrides });
  const { logLines } = options;
  const app = await buildApp(config, {
    pgliteTemplate: config.databaseUrl ? undefined : await pgliteTemplate(),
    logStream: logLines ? { write: (line: string) => void logLines.push(line) } : undefined,
  });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database?.drop();
      await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}
