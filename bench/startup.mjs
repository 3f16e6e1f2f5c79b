// Time from starting the built server to its first 200 on /api/health/ready/, on PGlite.
// Usage: npm run build && node bench/startup.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'apps/api/dist/server.js');
const runs = Number(process.argv[2] ?? 5);
const port = 18_000 + (process.pid % 1000);

async function waitReady(child, started) {
  const deadline = started + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health/ready/`);
      if (response.ok) return performance.now();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('not ready within 30 s');
}

async function startOnce(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  const ready = await waitReady(child, Date.now());
  const stopped = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await stopped;
  return ready - started;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const first = [];
const again = [];
for (let i = 0; i < runs; i += 1) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mutabaa-bench-'));
  try {
    first.push(await startOnce(dataDir));
    again.push(await startOnce(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const fmt = (v) => `${(v / 1000).toFixed(2)} s`;
console.log(
  `machine: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(
  `start to ready, empty data directory (migrations + demo accounts): median ${fmt(median(first))}, max ${fmt(Math.max(...first))} over ${runs} runs`,
);
console.log(
  `start to ready, existing data directory: median ${fmt(median(again))}, max ${fmt(Math.max(...again))} over ${runs} runs`,
);
console.log(`budget: under 5 s — ${Math.max(...first, ...again) < 5000 ? 'met' : 'NOT met'}`);
