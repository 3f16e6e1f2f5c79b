// `npm run fuzz -- [--runs N] [--seed S] [--pg URL] [--findings FILE]`: the API fuzz test
// (apps/api/src/test/security/fuzz.test.ts) with N malformed requests (default 200) to every
// route and method, on PGlite, or on PostgreSQL with --pg or TEST_DATABASE_URL. Prints the
// requests per route and a summary; exits 1 on any 5xx, error body outside the contract, or
// refusal that changed the database.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './paths.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    seed: { type: 'string' },
    pg: { type: 'string' },
    findings: { type: 'string', default: join(root, 'test-results', 'fuzz-findings.md') },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a positive whole number');
  process.exit(2);
}

mkdirSync(dirname(values.findings), { recursive: true });
const dir = mkdtempSync(join(os.tmpdir(), 'mutabaa-fuzz-'));
const reportFile = join(dir, 'report.json');
const env = {
  ...process.env,
  FUZZ_RUNS: String(runs),
  FUZZ_REPORT: reportFile,
  FUZZ_FINDINGS: values.findings,
  ...(values.seed ? { FUZZ_SEED: values.seed } : {}),
  ...(values.pg ? { TEST_DATABASE_URL: values.pg } : {}),
};
spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'api',
    'apps/api/src/test/security/fuzz.test.ts',
    '--reporter=dot',
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env },
);

let report;
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8'));
} catch {
  console.error('The fuzz test wrote no report: see the error above.');
  process.exit(1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const width = Math.max(...Object.keys(report.routes).map((route) => route.length));
console.log(`Fuzz on ${report.database}, ${report.runs} requests per route, seed ${report.seed}\n`);
for (const [route, stats] of Object.entries(report.routes)) {
  const classes = Object.entries(stats.byClass)
    .sort()
    .map(([cls, n]) => `${cls} ${n}`)
    .join(', ');
  const flag = stats.violations ? `  ${stats.violations} violations` : '';
  console.log(`${route.padEnd(width)}  ${String(stats.requests).padStart(5)}  ${classes}${flag}`);
}
const { requests, serverErrors, violations } = report.totals;
console.log(`\n${requests} requests, ${serverErrors} 5xx, ${violations} violations`);
if (violations) console.log(`Distinct failures with an input each: ${values.findings}`);
process.exit(violations ? 1 : 0);
