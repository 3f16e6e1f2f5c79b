// Soak (issue 16 budget): the built server on PostgreSQL under mixed traffic for ten minutes —
// sign-ins, lists, searches, creates, updates, workflow transitions, uploads, downloads,
// exports and open notification streams (some reopened every minute) — reporting every minute
// the requests and errors by kind and the server's RSS. Budget: 0 errors, and RSS at the end
// within 10 % of its value after the first minute.
// Usage: npm run build && node bench/soak.mjs [--minutes 10] [--users 6] [--streams 12]
//        [--count 5000] [--admin-url postgres://…/postgres]
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEFAULT_ADMIN_URL, preparePostgres } from './lib/bench-db.mjs';
import { machine } from './lib/machine.mjs';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD } from './lib/seed-applications.mjs';
import { signIn, startServer } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    users: { type: 'string', default: '6' },
    streams: { type: 'string', default: '12' },
    count: { type: 'string', default: '5000' },
    'admin-url': { type: 'string', default: process.env.BENCH_ADMIN_URL ?? DEFAULT_ADMIN_URL },
  },
});
const MINUTES = Number(args.minutes);
const USERS = Number(args.users);
const STREAMS = Number(args.streams);
const MINUTE_MS = 60_000;
const EDITORS = 4;
const port = 19_100 + (process.pid % 90);
const email = (local) => `${local}@${BENCH_EMAIL_DOMAIN}`;
const mib = (kib) => `${(kib / 1024).toFixed(1)} MiB`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// What each simulated user does, by weight. The workflow path an application walks.
const ACTIONS = [
  ['list', 26],
  ['search', 14],
  ['create', 10],
  ['update', 10],
  ['transition', 12],
  ['upload', 10],
  ['download', 6],
  ['export', 3],
  ['sign-in', 4],
  ['read', 5],
];
const PATH = ['draft', 'submitted', 'under_review', 'approved', 'in_progress', 'completed'];
const SEARCHES = ['ترخيص', 'renewal', 'تجديد', 'permit', 'APP-', 'الرياض', 'licence', 'شكوى'];
const ORDERINGS = ['-updated_at', '-created_at', 'title', '-priority', 'due_date'];

function rssKib(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

function pick(rnd, weighted) {
  const total = weighted.reduce((sum, [, w]) => sum + w, 0);
  let at = rnd() * total;
  for (const [name, weight] of weighted) {
    at -= weight;
    if (at < 0) return name;
  }
  return weighted[0][0];
}

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Counts by key, printed as `key n, key n`. */
class Tally {
  counts = new Map();
  add(key, n = 1) {
    this.counts.set(key, (this.counts.get(key) ?? 0) + n);
  }
  get total() {
    let sum = 0;
    for (const n of this.counts.values()) sum += n;
    return sum;
  }
  toString() {
    return [...this.counts].map(([key, n]) => `${key} ${n}`).join(', ') || 'none';
  }
}

const requests = new Tally();
const errors = new Tally();
const latencies = new Map();
/** Server-sent events received over all streams (pings and the unread counts included). */
let streamEvents = 0;

/** One request: its answer must be `expected`; anything else, or a network error, is counted. */
async function call(action, url, init, expected = [200]) {
  const started = performance.now();
  let response;
  try {
    response = await fetch(url, init);
    const body = Buffer.from(await response.arrayBuffer());
    requests.add(action);
    const times = latencies.get(action) ?? [];
    times.push(performance.now() - started);
    latencies.set(action, times);
    if (!expected.includes(response.status)) {
      errors.add(`${action} ${response.status}`);
      if (errors.total <= 5)
        console.log(`  ${action} ${response.status}: ${body.toString().slice(0, 200)}`);
      return undefined;
    }
    return { status: response.status, body };
  } catch (error) {
    requests.add(action);
    errors.add(`${action} ${error.cause?.code ?? error.code ?? error.name}`);
    return undefined;
  }
}

/** An open notification stream (over its own connection, as a browser tab), counting events. */
class Stream {
  events = 0;
  ended = false;
  closing = false;
  constructor(base, auth, onEnd) {
    this.request = http.get(`${base}/api/notifications/stream/`, { headers: auth }, (response) => {
      if (response.statusCode !== 200) errors.add(`stream ${response.statusCode}`);
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        const events = chunk.split('\n\n').length - 1;
        this.events += events;
        streamEvents += events;
      });
      response.on('end', () => this.finish(onEnd, false));
      response.on('aborted', () => this.finish(onEnd, true));
    });
    this.request.on('error', (error) => {
      if (!this.closing) errors.add(`stream ${error.code ?? error.name}`);
      this.finish(onEnd, false);
    });
    requests.add('stream');
  }
  finish(onEnd, aborted) {
    if (this.ended) return;
    this.ended = true;
    if (!this.closing) {
      errors.add(aborted ? 'stream aborted' : 'stream ended');
      onEnd?.();
    }
  }
  close() {
    this.closing = true;
    this.request.destroy();
  }
}

async function main() {
  console.log(`Soak: ${MINUTES} min on PostgreSQL, ${USERS} users, ${STREAMS} streams`);
  console.log(machine());
  const log = (line) => console.log(line);
  const databaseUrl = await preparePostgres({
    adminUrl: args['admin-url'],
    name: 'mutabaa_bench_soak',
    count: Number(args.count),
    reset: true,
    editors: EDITORS,
    log,
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows: clients } = await db.query(
    `select id, email from users where role = 'client' and email like 'bench-client-%' order by id limit 20`,
  );
  await db.end();

  const dataDir = mkdtempSync(join(tmpdir(), 'mutabaa-soak-'));
  const server = await startServer({ port, dataDir, databaseUrl });
  const { base, pid } = server;
  const streams = new Set();
  try {
    const editors = [];
    for (let i = 1; i <= EDITORS; i += 1) {
      editors.push(await signIn(base, email(`bench-editor-${i}`), BENCH_PASSWORD));
    }
    const clientAuth = [];
    for (const client of clients.slice(0, 6)) {
      clientAuth.push(await signIn(base, client.email, BENCH_PASSWORD));
    }
    const listeners = [...editors, ...clientAuth];
    const openStream = (i) => {
      const auth = listeners[i % listeners.length];
      const stream = new Stream(base, auth, () => {
        streams.delete(stream);
        openStream(i);
      });
      stream.slot = i;
      streams.add(stream);
    };
    for (let i = 0; i < STREAMS; i += 1) openStream(i);

    // What the soak created, per editor: id, status, its attachments.
    const created = editors.map(() => []);
    const attachments = [];
    const json = (auth, body) => ({
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'accept-language': 'ar' },
      body: JSON.stringify(body),
    });

    let stopping = false;
    const user = async (n) => {
      const rnd = random(1000 + n);
      const mine = n % EDITORS;
      const auth = editors[mine];
      const apps = created[mine];
      while (!stopping) {
        const action = pick(rnd, ACTIONS);
        const some = apps.length ? apps[Math.floor(rnd() * apps.length)] : undefined;
        switch (action) {
          case 'list': {
            const query = new URLSearchParams({
              page: String(1 + Math.floor(rnd() * 5)),
              page_size: '20',
              ordering: ORDERINGS[Math.floor(rnd() * ORDERINGS.length)],
            });
            await call(action, `${base}/api/transactions/?${query}`, { headers: auth });
            break;
          }
          case 'search': {
            const term = SEARCHES[Math.floor(rnd() * SEARCHES.length)];
            const query = new URLSearchParams({ search: term, page_size: '20' });
            await call(action, `${base}/api/transactions/?${query}`, { headers: auth });
            break;
          }
          case 'create': {
            const client = clients[Math.floor(rnd() * clients.length)];
            const answer = await call(
              action,
              `${base}/api/transactions/`,
              json(auth, {
                title: `طلب اختبار التحمل ${n}-${requests.total}`,
                transaction_type: 'renewal',
                priority: 'normal',
                client: client.id,
                tags: ['soak'],
              }),
              [201],
            );
            if (answer) apps.push({ id: JSON.parse(answer.body).id, step: 0 });
            break;
          }
          case 'update': {
            if (!some) break;
            await call(action, `${base}/api/transactions/${some.id}/`, {
              ...json(auth, { description: `Updated ${Date.now()}`, priority: 'high' }),
              method: 'PATCH',
            });
            break;
          }
          case 'transition': {
            const next = apps.find((app) => app.step < PATH.length - 1 && !app.busy);
            if (!next) break;
            next.busy = true;
            const status = PATH[next.step + 1];
            const answer = await call(
              action,
              `${base}/api/transactions/${next.id}/transition/`,
              json(auth, { status, comment: 'soak' }),
            );
            if (answer) next.step += 1;
            next.busy = false;
            break;
          }
          case 'upload': {
            if (!some) break;
            const boundary = `----soak${randomBytes(8).toString('hex')}`;
            const content = randomBytes(10_000 + Math.floor(rnd() * 90_000)).toString('base64');
            const body = Buffer.concat([
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="soak.txt"\r\n` +
                  'Content-Type: text/plain\r\n\r\n',
              ),
              Buffer.from(content),
              Buffer.from(`\r\n--${boundary}--\r\n`),
            ]);
            const answer = await call(
              action,
              `${base}/api/transactions/${some.id}/attachments/`,
              {
                method: 'POST',
                headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
                body,
              },
              [201],
            );
            if (answer) attachments.push({ id: JSON.parse(answer.body).id, auth });
            break;
          }
          case 'download': {
            const file = attachments[Math.floor(rnd() * attachments.length)];
            if (!file) break;
            await call(action, `${base}/api/transactions/attachments/${file.id}/download/`, {
              headers: file.auth,
            });
            break;
          }
          case 'export': {
            const format = rnd() < 0.5 ? 'csv' : 'xlsx';
            await call(
              action,
              `${base}/api/transactions/export/?format=${format}&priority=urgent`,
              {
                headers: auth,
              },
            );
            break;
          }
          case 'sign-in': {
            const who = rnd() < 0.5 ? email(`bench-editor-${1 + mine}`) : clients[0].email;
            await call(action, `${base}/api/login/`, {
              ...json({}, { email: who, password: BENCH_PASSWORD }),
            });
            break;
          }
          case 'read': {
            if (!some) break;
            await call(action, `${base}/api/transactions/${some.id}/`, { headers: auth });
            break;
          }
        }
      }
    };

    const started = Date.now();
    const running = Array.from({ length: USERS }, (_, n) => user(n));
    const rss = [];
    const header = 'minute  requests  errors  RSS        streams  events';
    console.log(`\n${header}`);
    let lastRequests = 0;
    for (let minute = 1; minute <= MINUTES; minute += 1) {
      await sleep(started + minute * MINUTE_MS - Date.now());
      const kib = rssKib(pid);
      rss.push(kib);
      const total = requests.total;
      console.log(
        `${String(minute).padStart(6)}  ${String(total - lastRequests).padStart(8)}  ` +
          `${String(errors.total).padStart(6)}  ${mib(kib).padEnd(9)}  ${String(streams.size).padStart(7)}  ${streamEvents}`,
      );
      lastRequests = total;
      // Access tokens last about 15 minutes: sign the users in again well before.
      if (minute % 5 === 0) {
        for (const [i, auth] of listeners.entries()) {
          const who = i < EDITORS ? email(`bench-editor-${i + 1}`) : clients[i - EDITORS].email;
          Object.assign(auth, await signIn(base, who, BENCH_PASSWORD));
        }
      }
      // Half the streams are closed and opened again, as tabs come and go.
      for (const stream of [...streams].filter((s) => s.slot % 2 === minute % 2)) {
        stream.close();
        streams.delete(stream);
        openStream(stream.slot);
      }
    }
    stopping = true;
    await Promise.all(running);
    for (const stream of streams) stream.close();

    console.log(`\nRequests by kind: ${requests}`);
    console.log(`Errors by kind: ${errors}`);
    console.log('p95 by kind (ms):');
    for (const [action, times] of latencies) {
      times.sort((a, b) => a - b);
      const p95 = times[Math.min(times.length - 1, Math.floor(0.95 * times.length))];
      console.log(
        `  ${action.padEnd(10)} ${String(times.length).padStart(7)}  p95 ${p95.toFixed(1)}`,
      );
    }
    const first = rss[0];
    const last = rss[rss.length - 1];
    const growth = (last - first) / first;
    const memoryOk = last <= first * 1.1;
    console.log(
      `\nRSS after the first minute ${mib(first)}, at the end ${mib(last)} ` +
        `(${(growth * 100).toFixed(1)} %; budget within +10 %): ${memoryOk ? 'met' : 'NOT met'}`,
    );
    console.log(`Errors: ${errors.total} (budget 0): ${errors.total === 0 ? 'met' : 'NOT met'}`);
    process.exitCode = memoryOk && errors.total === 0 ? 0 : 1;
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
