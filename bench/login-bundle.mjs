// JavaScript (gzip) that the sign-in route loads, counted from what Chromium actually fetches.
// Usage: npm run build && node bench/login-bundle.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = 19_000 + (process.pid % 1000);
const dataDir = mkdtempSync(join(tmpdir(), 'mutabaa-bundle-'));
const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: 'ignore',
});

try {
  for (let i = 0; ; i += 1) {
    if (i > 600) throw new Error('server not ready');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready/`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
  let total = 0;
  for (const response of scripts) {
    const body = await response.body();
    const gz = gzipSync(body, { level: 9 }).length;
    total += gz;
    console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${new URL(response.url()).pathname}`);
  }
  console.log(
    `sign-in route: ${(total / 1024).toFixed(1)} KB of JavaScript (gzip) in ${scripts.length} files; budget 150 KB — ${total <= 150 * 1024 ? 'met' : 'NOT met'}`,
  );
  await browser.close();
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
