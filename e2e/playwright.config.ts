import { defineConfig } from '@playwright/test';
import { CHROMIUM, E2E_PORT, E2E_URL } from './support/env';

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  // One browser at a time: on 2 cores the suite is bound by CPU, so two workers took as long
  // in all (a dashboard spec 2.2–2.6 min against 2.2–2.4) while each test ran at half speed
  // beside the other, and axe scans of long pages ran out of their time.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: E2E_URL,
    locale: 'ar',
    // Recording a trace (screenshots and DOM snapshots at every step) kept Chromium's
    // compositor busy: a dashboard spec took 2.2–2.6 min recording and 1.7 min without. CI,
    // which retries a failed test once, records the retry; a local run records every test
    // and keeps the traces of those that failed.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node e2e/scripts/serve.mjs',
    cwd: '..',
    url: `${E2E_URL}/api/health/ready/`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
