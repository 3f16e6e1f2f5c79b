// The deployment on loopback: a database of its own on the PostgreSQL server, a Redis of its
// own, two built instances sharing them and one data directory, and nginx in front with the
// configuration from deploy/nginx/. Each part registers its own undoing with the run.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { request } from './http.mjs';
import { writeNginxConfig } from './nginx-config.mjs';
import { freePort, listening, start, tail, waitFor } from './processes.mjs';
import { check, log } from './run.mjs';

const REDIS_SERVER = '/usr/bin/redis-server';

/** nginx runs unprivileged: as `nobody` when this runs as root, else as this user. */
function nginxUser() {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('nobody:'));
  if (!line) throw new Error('running as root and no user "nobody" to run nginx as');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

async function onServer(adminUrl, sql) {
  const client = new pg.Client({
    connectionString: adminUrl,
    connectionTimeoutMillis: 5_000,
    statement_timeout: 15_000,
  });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server of `adminUrl`, dropped at cleanup. Returns its URL. */
async function createDatabase(run, adminUrl) {
  const name = `mutabaa_deploy_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await onServer(adminUrl, `create database ${name}`);
  run.onCleanup(`database ${name}`, () =>
    onServer(adminUrl, `drop database if exists ${name} with (force)`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  log(`database ${name} on ${url.host}`);
  return url.toString();
}

/** `redisUrl` as given, else a Redis of its own (the app's keys have no per-deployment prefix). */
async function redis(run, tmp, redisUrl) {
  if (redisUrl || !existsSync(REDIS_SERVER)) return redisUrl;
  const port = await freePort();
  const server = start(
    REDIS_SERVER,
    ['--port', port, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmp].map(
      String,
    ),
    { logFile: join(tmp, 'redis.log') },
  );
  run.onCleanup('redis', () => server.stop('SIGTERM', 5_000));
  await waitFor('redis', () => listening(port), { timeoutMs: 10_000 });
  return `redis://127.0.0.1:${port}`;
}

/** Starts instances A and B of apps/api/dist/server.js with `env` and waits until both are ready. */
async function startInstances(run, { root, tmp, env, ports }) {
  const instances = ['A', 'B'].map((name, i) => {
    const port = ports[i];
    const process_ = start(process.execPath, [join(root, 'apps/api/dist/server.js')], {
      env: { ...env, PORT: String(port) },
      logFile: join(tmp, `instance-${name}.log`),
      cwd: root,
    });
    run.onCleanup(`instance ${name}`, () => process_.stop('SIGTERM', 15_000));
    return { name, port, base: `http://127.0.0.1:${port}`, process: process_ };
  });
  for (const instance of instances) {
    await waitFor(
      `instance ${instance.name}`,
      async () => {
        if (!instance.process.running) {
          throw new Error(`exited:\n${tail(instance.process.logFile)}`);
        }
        const ready = await request(`${instance.base}/api/health/ready/`, { timeoutMs: 2_000 });
        return ready.status === 200;
      },
      { timeoutMs: 60_000 },
    );
    log(`instance ${instance.name} on 127.0.0.1:${instance.port}`);
  }
  return instances;
}

/** A self-signed certificate for localhost, or undefined without openssl. */
function testCertificate(dir) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'],
      ...['-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  );
  return made.status === 0 ? { cert, key } : undefined;
}

/** nginx with deploy/nginx/ in front of `instances`, in the foreground, unprivileged. */
async function startNginx(run, { nginx, tmp, instances }) {
  const dir = join(tmp, 'nginx');
  mkdirSync(dir);
  const user = nginxUser();
  // nobody reaches its own directory through this one, and nothing else in it.
  if (user) chmodSync(tmp, 0o711);
  const [http, https] = [await freePort(), await freePort()];
  const tls = testCertificate(dir);
  const conf = writeNginxConfig(dir, {
    instances: instances.map((i) => i.port),
    http,
    https: tls ? https : undefined,
    ...tls,
  });
  if (user) execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, dir]);
  const errorLog = join(dir, 'error.log');
  const common = ['-p', dir, '-c', conf, '-e', errorLog];
  const directives = `daemon off; pid ${join(dir, 'nginx.pid')};`;
  const tested = spawnSync(nginx, [...common, '-t', '-q', '-g', directives], {
    encoding: 'utf8',
    ...user,
  });
  check(tested.status === 0, `nginx -t: ${tested.stderr.trim()}`);
  const server = start(nginx, [...common, '-g', directives], {
    logFile: join(dir, 'stdout.log'),
    user,
  });
  run.onCleanup('nginx', () => server.stop('SIGTERM', 10_000));
  const base = `http://127.0.0.1:${http}`;
  await waitFor(
    'nginx',
    async () => {
      if (!server.running) throw new Error(`exited:\n${tail(errorLog)}`);
      return (await request(`${base}/api/health/`, { timeoutMs: 2_000 })).status === 200;
    },
    { timeoutMs: 15_000 },
  );
  const version = spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim() || nginx;
  log(
    `${version} on 127.0.0.1:${http}${tls ? `, TLS on ${https}` : ' (no openssl: no TLS)'}, ` +
      `as ${user ? 'nobody' : 'this user'}`,
  );
  return {
    base,
    httpsBase: tls ? `https://localhost:${https}` : undefined,
    cert: tls ? readFileSync(tls.cert) : undefined,
    errorLog,
  };
}

/**
 * Starts the whole deployment for `run` in `tmp` and returns what the journey talks to:
 * `nginx` ({base, httpsBase, cert, errorLog}), `instances` ([{name, port, base, process}]) and
 * the admin created with the app's create-admin command (`admin`: {email, password}) and the
 * Redis the instances share (`redisUrl`, undefined without one).
 */
export async function startArrangement(run, { root, tmp, adminUrl, redisUrl, nginx }) {
  const databaseUrl = await createDatabase(run, adminUrl);
  const dataDir = join(tmp, 'data');
  mkdirSync(dataDir);
  const env = { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl };
  // Two instances on one host cannot share a metrics port.
  for (const name of Object.keys(env)) if (name.startsWith('METRICS_')) delete env[name];

  const admin = { email: 'admin@deploy-check.example', password: randomBytes(12).toString('hex') };
  execFileSync(
    process.execPath,
    [join(root, 'apps/api/dist/cli/create-admin.js'), '--email', admin.email, '--name', 'Admin'],
    {
      env: { ...env, DATA_DIR: dataDir },
      input: `${admin.password}\n`,
      stdio: ['pipe', 'ignore', 'pipe'],
      timeout: 60_000,
    },
  );
  log('admin created with the create-admin command (it migrated the database)');

  const redisFound = await redis(run, tmp, redisUrl);
  log(redisFound ? `Redis ${redisFound}` : 'no Redis: rate limits kept in each instance');
  const instances = await startInstances(run, {
    root,
    tmp,
    ports: [await freePort(), await freePort()],
    env: {
      ...env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'true',
      REDIS_URL: redisFound ?? '',
      LOG_LEVEL: 'warn',
    },
  });
  const proxy = await startNginx(run, { nginx, tmp, instances });
  return { nginx: proxy, instances, admin, redisUrl: redisFound };
}
