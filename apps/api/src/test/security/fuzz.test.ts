import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.js';
import { ACCESS } from './access-expectations.js';
import { changedTables, fingerprint, lastAuditSeq, refusalChanges } from './fingerprint.js';
import { FUZZ_ACTORS, fuzzCases, type Bases, type FuzzCase } from './fuzz-cases.js';
import { FuzzReport } from './fuzz-report.js';
import { operationsOf, type Operation } from './openapi.js';
import { send, type Answer } from './send.js';
import { buildWorld, type World } from './world.js';

/**
 * Malformed requests to every route, derived from the OpenAPI document: never a 5xx, every
 * refusal the `{detail, code}` body, and a refusal changes nothing in the database. A few
 * requests per route here; `node scripts/fuzz.mjs` runs hundreds (FUZZ_RUNS, FUZZ_SEED).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const report = new FuzzReport();

let t: TestApp;
let w: World;
let baseUrl: string;
let operations: Map<string, Operation>;
/** The database as the last refused request left it (refusals change nothing). */
let known: Record<string, string> | undefined;

beforeAll(async () => {
  t = await createTestApp({ rateLimitIpMax: 1_000_000_000 });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  w = await buildWorld(t.app);
  operations = new Map(operationsOf(t.app).map((op) => [op.key, op]));
});
afterAll(async () => {
  await report.write(process.env.FUZZ_REPORT, process.env.FUZZ_FINDINGS, {
    runs: RUNS,
    seed: SEED,
    database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite',
  });
  await t?.close();
});

function describeCase(c: FuzzCase): string {
  const payload = c.request.payload === undefined ? '' : String(c.request.payload);
  const shown =
    payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload;
  const headers = Object.fromEntries(
    Object.entries(c.request.headers).filter(
      ([name]) => name !== 'authorization' || c.kind === 'header',
    ),
  );
  return JSON.stringify({
    as: c.actor,
    kind: c.kind,
    url: c.request.url.slice(0, 300),
    headers,
    payload: shown,
  });
}

async function bases(key: string): Promise<Bases> {
  const entries = await Promise.all(
    FUZZ_ACTORS.map(async (actor) => {
      const parts = (await ACCESS[key]!.request?.(w, actor)) ?? {};
      const session =
        'session' in parts ? parts.session : actor === 'anonymous' ? undefined : w.sessions[actor];
      return [actor, { parts, session }] as const;
    }),
  );
  return Object.fromEntries(entries) as Bases;
}

async function run(key: string, c: FuzzCase, stream: boolean) {
  // A job a success started (an import's check or commit) writes after its answer.
  if (!known) await w.settled();
  const before = known ?? (await fingerprint(t.app.db));
  const auditSeq = await lastAuditSeq(t.app.db);
  let answer: Answer;
  try {
    answer = await send(t.app, c.request, stream ? { baseUrl } : undefined);
  } catch (error) {
    report.count(key, 0);
    report.violation({
      route: key,
      problem: 'request failed',
      status: 0,
      answer: String(error),
      example: describeCase(c),
    });
    known = undefined;
    return;
  }
  report.count(key, answer.status);
  const finding = {
    route: key,
    status: answer.status,
    answer: answer.body,
    example: describeCase(c),
  };
  if (answer.status >= 500) report.violation({ ...finding, problem: '5xx' });
  if (answer.status < 400) {
    known = undefined;
    return;
  }
  let body: { detail?: unknown; code?: unknown } = {};
  try {
    body = JSON.parse(answer.body) as typeof body;
  } catch {
    // reported below
  }
  if (
    !answer.contentType.includes('application/json') ||
    typeof body.detail !== 'string' ||
    typeof body.code !== 'string'
  ) {
    report.violation({ ...finding, problem: 'error answer without the {detail, code} body' });
  }
  const after = await fingerprint(t.app.db);
  const changed = await refusalChanges(t.app.db, changedTables(before, after), auditSeq);
  if (changed.length)
    report.violation({ ...finding, problem: `refused but changed ${changed.join(', ')}` });
  known = after;
}

describe(`fuzz: malformed requests to every route (${RUNS} each, seed ${SEED})`, () => {
  it.each(Object.keys(ACCESS).map((key, index) => [key, index] as const))(
    '%s',
    async (key, index) => {
      const op = operations.get(key);
      expect(op, `${key} is not in the OpenAPI document`).toBeDefined();
      const row = ACCESS[key]!;
      const cases = fc.sample(fuzzCases(op!, row, await bases(key)), {
        numRuns: RUNS,
        seed: SEED + index,
      });
      known = undefined;
      for (const c of cases) await run(key, c, Boolean(row.stream));
      expect(report.findingsOf(key)).toEqual([]);
    },
    30_000 + RUNS * 2_000,
  );
});
