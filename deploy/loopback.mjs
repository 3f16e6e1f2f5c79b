// `npm run deploy:check`: the recipe in deploy/ run on this machine, on loopback only, and a
// user journey walked through it. It starts a database of its own on the PostgreSQL server
// (dropped at the end), a Redis of its own when redis-server is installed, two built instances
// (apps/api/dist) sharing them and one data directory, and Debian's nginx as an unprivileged
// foreground process with deploy/nginx/ (its ports changed, the TLS example turned on). Each
// step prints PASS or FAIL; the exit code is 1 on a failure, 2 when it cannot run here.
// Whatever it started is stopped and removed however it ends. FILE_STORE and S3_* in the
// environment reach the instances (their files then go to that bucket rather than the shared
// data directory).
// Usage: node deploy/loopback.mjs [--admin-url postgres://…/postgres] [--redis-url URL]
//        [--nginx /usr/sbin/nginx]
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startArrangement } from './lib/arrangement.mjs';
import { walkJourney } from './lib/journey.mjs';
import { tail } from './lib/processes.mjs';
import { Run } from './lib/run.mjs';
import { verifyUnits } from './lib/units.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    'admin-url': {
      type: 'string',
      default:
        process.env.DEPLOY_ADMIN_URL ??
        process.env.TEST_DATABASE_URL ??
        'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'redis-url': { type: 'string' },
    nginx: { type: 'string', default: process.env.NGINX ?? '/usr/sbin/nginx' },
  },
});
/** The whole run, cleanup included, is cut short after this. */
const RUN_LIMIT_MS = 150_000;

const webIndex = join(root, 'apps/web/dist/index.html');
const missing = !existsSync(args.nginx)
  ? `no nginx at ${args.nginx} (Debian: apt-get install nginx-light; or --nginx PATH)`
  : !existsSync(join(root, 'apps/api/dist/server.js')) || !existsSync(webIndex)
    ? 'the app is not built (npm run build)'
    : undefined;
if (missing) {
  console.error(`deploy check cannot run here: ${missing}`);
  process.exit(2);
}

const run = new Run();
const unguard = run.guard(RUN_LIMIT_MS);
const tmp = mkdtempSync(join(tmpdir(), 'mutabaa-deploy-'));
run.onCleanup('temporary directory', async () => rmSync(tmp, { recursive: true, force: true }));
console.log(`Mutabaa deployment check on loopback (files in ${tmp})`);

let arrangement;
let setUpError;
await run.step('systemd units', async () => verifyUnits(tmp));
try {
  arrangement = await startArrangement(run, {
    root,
    tmp,
    adminUrl: args['admin-url'],
    redisUrl: args['redis-url'],
    nginx: args.nginx,
  });
} catch (error) {
  setUpError = error;
  console.log(`FAIL  setting up: ${error.message}`);
}
if (arrangement) {
  console.log('');
  await walkJourney(run, arrangement, webIndex);
}
if (run.failed || setUpError) {
  for (const name of ['A', 'B']) {
    console.log(
      `\n--- instance ${name}, last lines ---\n${tail(join(tmp, `instance-${name}.log`))}`,
    );
  }
  console.log(`\n--- nginx errors, last lines ---\n${tail(join(tmp, 'nginx', 'error.log'))}`);
}
await run.cleanup();
unguard();
const failed = run.failed + (setUpError ? 1 : 0);
console.log(
  `\ndeploy check: ${run.results.length - run.failed} passed, ${failed} failed; cleaned up`,
);
process.exit(failed ? 1 : 0);
