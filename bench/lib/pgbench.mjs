// "The same SQL, run directly": the statements one list request sends, captured from the
// built app's own service, written as a pgbench script and run at the same concurrency.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { ZApplicationListQuery } from '@mutabaa/shared';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = (path) => import(pathToFileURL(join(root, 'apps/api/dist', path)).href);

function literal(value) {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return literal(value.toISOString());
  if (Array.isArray(value)) return literal(`{${value.map((v) => `"${String(v)}"`).join(',')}}`);
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** `$n` placeholders replaced by the values as SQL literals. */
function inline(text, params) {
  return text.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]));
}

/**
 * The statements `service.list(query)` runs for the user `email`, in order, with their
 * parameters inlined: captured on the driver under a drizzle database of the app's schema
 * (the list sends some statements through drizzle, the hottest as text straight to the pool).
 * The list runs once before the capture, so what is kept in the app's caches (the option
 * labels) is read as it is in the running server: only on the first request.
 */
export async function captureListSql(databaseUrl, email, query) {
  const [{ ApplicationsService }, schema] = await Promise.all([
    dist('modules/applications/applications.service.js'),
    dist('db/schema/index.js'),
  ]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const statements = [];
  const send = pg.Client.prototype.query;
  try {
    // On the connections themselves: the list sends its statements both through the pool and
    // on a connection it takes from it (its prepared statements).
    pg.Client.prototype.query = function capture(config, values, ...rest) {
      const text = typeof config === 'string' ? config : config.text;
      statements.push(inline(text, (typeof config === 'string' ? values : config.values) ?? []));
      return send.call(this, config, values, ...rest);
    };
    const db = drizzle({ client: pool, schema });
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    const service = new ApplicationsService({ db });
    const actor = { user, ip: '127.0.0.1' };
    await service.list(ZApplicationListQuery.parse(query), actor);
    statements.length = 0;
    await service.list(ZApplicationListQuery.parse(query), actor);
  } finally {
    pg.Client.prototype.query = send;
    await pool.end();
  }
  return statements;
}

/** pgbench of this machine: on PATH, else PostgreSQL 15's. */
export function pgbenchPath() {
  const bundled = '/usr/lib/postgresql/15/bin/pgbench';
  return existsSync(bundled) ? bundled : 'pgbench';
}

/** Runs `statements` as one pgbench transaction; returns transactions per second and latency. */
export async function runPgbench(databaseUrl, statements, { clients, seconds, file }) {
  await writeFile(file, `${statements.map((s) => `${s.replace(/\s+/g, ' ')};`).join('\n')}\n`);
  const { stdout } = await promisify(execFile)(
    pgbenchPath(),
    [
      '-n',
      '-M',
      'extended',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-f',
      file,
      databaseUrl,
    ],
    { maxBuffer: 1 << 24 },
  );
  const tps = Number(stdout.match(/tps = ([\d.]+)/)?.[1]);
  const latency = Number(stdout.match(/latency average = ([\d.]+) ms/)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return { tps, latency };
}
