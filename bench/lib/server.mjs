// The built API (`npm run build`) as a child process, and what a benchmark client needs of it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts apps/api/dist/server.js on `port` against `databaseUrl` (PostgreSQL) or the PGlite
 * database in `dataDir`, with rate limits out of the way, and waits for /api/health/ready/.
 */
export async function startServer({ port, dataDir, databaseUrl }) {
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT_IP_MAX: '100000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health/ready/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    /** The server's process id (for its memory in /proc). */
    pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Signs in and returns the Authorization header. */
export async function signIn(base, email, password) {
  const response = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  const { access } = await response.json();
  return { authorization: `Bearer ${access}` };
}

/** Latencies of `runs` requests made one after the other (after `warmup` unmeasured ones). */
export async function sequential(url, headers, { runs = 200, warmup = 20 } = {}) {
  const times = [];
  for (let i = 0; i < warmup + runs; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    if (i >= warmup) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: times[times.length - 1], runs };
}
