// Starts the built app for the browser tests on a fresh database with the demo accounts:
// PGlite in e2e/.data/run-<port>, or a new PostgreSQL database when TEST_DATABASE_URL is set.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.E2E_PORT ?? '8181';
// One directory per port, so that runs on different ports can share a checkout.
const dataDir = join(root, 'e2e', '.data', `run-${port}`);

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const env = {
  PORT: port,
  // The demo accounts keep their published passwords: the server must stay on this machine
  // (with DATABASE_URL it would otherwise listen on every interface, and refuse to).
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  NODE_ENV: 'test',
  RATE_LIMIT_IP_MAX: '100000',
  JWT_SECRET: 'e2e-secret-of-sufficient-length-0123456789',
  // The webhooks spec's receiver listens on 127.0.0.1 over http.
  WEBHOOK_ALLOW_HTTP: 'true',
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_RETRY_SCHEDULE: '1,2',
};

let dropDatabase = async () => {};
if (process.env.TEST_DATABASE_URL) {
  const admin = new URL(process.env.TEST_DATABASE_URL);
  const name = `mutabaa_e2e_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  // Databases left by runs that were killed before they could drop their own.
  const stale = await client.query(
    "SELECT datname FROM pg_database WHERE datname LIKE 'mutabaa_e2e_%'",
  );
  for (const { datname } of stale.rows) {
    const started = Number(datname.split('_').pop());
    if (Date.now() - started > 2 * 60 * 60 * 1000) {
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  }
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const target = new URL(admin.toString());
  target.pathname = `/${name}`;
  env.DATABASE_URL = target.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}

// Single sign-on against the API tests' OpenID provider (the certified `oidc-provider`) on
// 127.0.0.1, started here so that its address is known before the server reads OIDC_*. Every
// spec sees the button on /login; single-sign-on.spec.ts follows it. Whoever reaches the
// provider's sign-in is signed in at once as SSO_ACCOUNT (a demo account's address).
const { SSO_ACCOUNT, SSO_DISPLAY_NAME } = await tsImport(
  '../support/single-sign-on.ts',
  import.meta.url,
);
const { TestOidcProvider, CLIENT_ID, CLIENT_SECRET } = await tsImport(
  '../../apps/api/src/test/oidc-provider.ts',
  import.meta.url,
);
const provider = await TestOidcProvider.start(env.PUBLIC_URL);
provider.accounts.set('sso-editor2', { email: SSO_ACCOUNT, email_verified: true });
provider.next = 'sso-editor2';
Object.assign(env, {
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: CLIENT_ID,
  OIDC_CLIENT_SECRET: CLIENT_SECRET,
  OIDC_DISPLAY_NAME: SSO_DISPLAY_NAME,
});

Object.assign(process.env, env);
execFileSync(process.execPath, [join(root, 'apps/api/dist/cli/seed-demo.js')], {
  env: process.env,
  stdio: 'inherit',
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(0), 5000).unref();
  try {
    await provider.close();
    await dropDatabase();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

await import(pathToFileURL(join(root, 'apps/api/dist/server.js')).href);
