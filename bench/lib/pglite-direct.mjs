// "The same statements, run directly" on PGlite: the statements one list request sends,
// captured from the built app's own service on the embedded database and replayed with the
// same parameters straight on PGlite, in this process and on the same data directory the
// server then opens (the server holds the directory's lock, so this runs before it starts).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ZApplicationListQuery } from '@mutabaa/shared';
import { eq } from 'drizzle-orm';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = (path) => import(pathToFileURL(join(root, 'apps/api/dist', path)).href);

function percentiles(times) {
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: times[times.length - 1] };
}

/** Latencies of `runs` calls of `step` one after the other, after `warmup` unmeasured ones. */
async function timed(step, { runs, warmup }) {
  const times = [];
  let cpu;
  for (let i = 0; i < warmup + runs; i += 1) {
    if (i === warmup) cpu = process.cpuUsage();
    const started = performance.now();
    await step();
    if (i >= warmup) times.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  // CPU per call (ms): this process does nothing else meanwhile, and PGlite runs in it.
  return { ...percentiles(times), cpu: (used.user + used.system) / 1000 / runs };
}

/**
 * For each case ({label, email, query}): the statements of `service.list(query)` for that user
 * (captured on the second call, so the option labels come from the service's cache as in the
 * running server), then, one at a time, those statements sent directly as the app sends them,
 * prepared (`sql`), the same through PGlite's own `query` (`unprepared`), and the service's
 * list in this process without HTTP (`service`), each with its CPU time per call.
 * Same defaults as `sequential`.
 */
export async function directOnPglite(dataDir, cases, { runs = 200, warmup = 20 } = {}) {
  const [{ openDatabase }, { ApplicationsService }, schema] = await Promise.all([
    dist('db/client.js'),
    dist('modules/applications/applications.service.js'),
    dist('db/schema/index.js'),
  ]);
  const database = await openDatabase({ dataDir });
  const { db, pglite } = database;
  const results = [];
  try {
    // The app's database runs its statements on `db.$client` (prepared statements kept by
    // text); PGlite's own `query` parses and plans each anew.
    const client = db.$client;
    const send = client.query.bind(client);
    const plain = pglite.query.bind(pglite);
    let recording;
    client.query = (text, values, options) => {
      recording?.push({ text, values, options });
      return send(text, values, options);
    };
    const service = new ApplicationsService({ db });
    for (const { label, email, query } of cases) {
      const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
      if (!user) throw new Error(`no user ${email}`);
      const actor = { user, ip: '127.0.0.1' };
      const parsed = ZApplicationListQuery.parse(query);
      await service.list(parsed, actor);
      recording = [];
      await service.list(parsed, actor);
      const statements = recording;
      recording = undefined;
      const replay = (run) => async () => {
        for (const s of statements) await run(s.text, s.values, s.options);
      };
      const sql = await timed(replay(send), { runs, warmup });
      const unprepared = await timed(replay(plain), { runs, warmup });
      const inProcess = await timed(() => service.list(parsed, actor), { runs, warmup });
      results.push({ label, statements, sql, unprepared, service: inProcess });
    }
  } finally {
    await database.close();
  }
  return results;
}
