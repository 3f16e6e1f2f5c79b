// `npm test`: lint, types, unit and API tests, then the browser tests in Chromium.
// With TEST_DATABASE_URL set, the API and browser tests run on that PostgreSQL server
// (each run creates and drops its own databases); without it, on the embedded PGlite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root } from './paths.mjs';

// `npm test -- --api-only`: the API tests alone (shared and the API built first), for a run on
// another Node version: lint, types and the browser tests check the code and the browser, not
// the runtime the server runs on.
const apiOnly = process.argv.includes('--api-only');
// `npm test -- --no-browser`: lint, types, unit and API tests only (the API built, no Chromium).
const browser = !apiOnly && !process.argv.includes('--no-browser');
// `npm test -- --database-only`: only what depends on the database (the API tests, the
// deployment check and the browser tests), for a second run on another database after a whole
// one: lint, types and the unit tests of the packages without a database give the same answer
// on both, so .ci/run runs them once.
const databaseOnly = apiOnly || process.argv.includes('--database-only');
// `npm test -- --no-api`: without the API tests (lint, types and unit tests, or with
// --database-only the deployment check and the browser tests), for .ci/run, which runs the API
// tests on another Node version.
const api = !process.argv.includes('--no-api');
// `npm test -- --no-build`: use the build already there, for .ci/run, which builds once and then
// runs two stages at the same time (a build during the other's tests would change its files).
const build = !process.argv.includes('--no-build');

// e2e/support/env.ts picks the browser: CHROME_PATH, else Debian's headless shell, else Chromium.
const chromium =
  process.env.CHROME_PATH ||
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((path) =>
    existsSync(path),
  ) ||
  '/usr/bin/chromium';
if (browser && !existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}: the browser tests need one.\n` +
      'Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu),\n' +
      'or point CHROME_PATH at a Chromium or Chrome binary, then run `npm test` again.',
  );
  process.exit(1);
}

// The runners' JSON reports; TEST_SUMMARY_DIR keeps two runs at the same time apart.
const reports = process.env.TEST_SUMMARY_DIR
  ? resolve(root, process.env.TEST_SUMMARY_DIR)
  : join(root, 'test-results', 'summary');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

const where = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const without = [
  !browser && 'the browser tests',
  databaseOnly && 'lint, types and unit tests',
  !api && 'the API tests',
  !build && 'a build (the one there is used)',
]
  .filter(Boolean)
  .join(', ');
console.log(
  `Mutabaa tests on ${where}, Node ${process.version}${without ? ` (without ${without})` : ''}`,
);

// The deployment check (deploy/loopback.mjs) needs the build, PostgreSQL and Debian's nginx.
const nginx = process.env.NGINX || '/usr/sbin/nginx';
const deploySkip = !browser
  ? 'needs the build (it runs with the browser tests)'
  : !process.env.TEST_DATABASE_URL
    ? 'needs PostgreSQL (TEST_DATABASE_URL)'
    : !existsSync(nginx)
      ? `no nginx at ${nginx} (Debian: apt-get install nginx-light)`
      : undefined;

const steps = [
  ...(databaseOnly
    ? []
    : [
        ['lint', 'npm', ['run', 'lint']],
        ['typecheck', 'npm', ['run', 'typecheck']],
      ]),
  // Some API tests run the built server as a process (SIGTERM, SIGKILL): the API is built
  // first; the whole app (the web app too) with the browser tests.
  ...(!build
    ? []
    : browser
      ? [['build', 'npm', ['run', 'build']]]
      : [
          ['build the API', 'npm', ['run', 'build', '-w', '@mutabaa/shared']],
          ['build the API', 'npm', ['run', 'build', '-w', '@mutabaa/api']],
        ]),
  ...(databaseOnly && !api
    ? []
    : [
        [
          databaseOnly
            ? `API tests (${where})`
            : api
              ? `unit and API tests (${where})`
              : 'unit tests',
          'npx',
          [
            'vitest',
            'run',
            ...(databaseOnly ? ['--project', 'api'] : api ? [] : ['--project', '!api']),
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${join(reports, 'vitest.json')}`,
          ],
        ],
      ]),
  ...(browser
    ? [
        ...(deploySkip
          ? []
          : [['deployment check (nginx, two instances)', 'node', ['deploy/loopback.mjs']]]),
        [
          `browser tests (${where}, Chromium)`,
          'npx',
          ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
          { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') },
        ],
      ]
    : []),
];

let ok = true;
if (deploySkip) console.log(`\nThe deployment check is skipped: ${deploySkip}.`);
for (const [title, command, args, env] of steps) {
  if (!run(title, command, args, env)) {
    ok = false;
    console.error(`\n${title} failed.`);
    // Lint, types and the build gate what follows; test suites all run so every failure shows.
    if (['lint', 'typecheck', 'build', 'build the API'].includes(title)) break;
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(join(reports, file), 'utf8'));
  } catch {
    return null;
  }
}

const vitest = readJson('vitest.json');
const playwright = readJson('playwright.json');
let passed = 0;
let failed = 0;
let skipped = 0;
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  const suites = databaseOnly ? 'API' : api ? 'unit and API' : 'unit';
  console.log(`\n${suites}: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
}
if (playwright?.stats) {
  const s = playwright.stats;
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
  const flaky = s.flaky ? ` (${s.flaky} passed only on retry)` : '';
  console.log(
    `browser: ${(s.expected ?? 0) + (s.flaky ?? 0)} passed, ${s.unexpected ?? 0} failed${flaky}`,
  );
}
if (!ok && failed === 0) failed = 1;
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
