// The floor of a Node server for one list request: a bare Fastify route that sends the
// statements of a pgbench script (what the app sends, parameters inlined) one after the other
// on a pool of 10, and answers the first statement's rows and the last one's first value as
// JSON. No authentication, validation, presentation or headers of the app's own. With
// `prepared`, each statement is a named prepared statement of each connection, as the API keeps
// the list's statements on PostgreSQL.
// Usage (as a child of bench/list.mjs):
//   node bench/lib/bare-server.mjs <port> <database url> <script> [prepared]
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const [port, databaseUrl, script, mode] = process.argv.slice(2);
const statements = readFileSync(script, 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/;$/, ''))
  .filter(Boolean);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify();
app.get('/', async () => {
  const results = [];
  for (const [i, text] of statements.entries()) {
    const config = mode === 'prepared' ? { name: `bare_${i}`, text } : { text };
    results.push((await pool.query(config)).rows);
  }
  const last = results[results.length - 1]?.[0] ?? {};
  return { count: Object.values(last)[0] ?? null, results: results[0] };
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
