// GET /api/sla/calendar/due/ one request at a time on the built server (PGlite), for spans of
// 1 to 1,820 working hours (a year of the default week) from random starts over two years,
// with 40 holidays on the calendar; beside a trivial signed-in GET (/api/profile/) asked
// alternately in the same run (the request's own cost), and the same arithmetic in-process.
// Usage: npm run build && node bench/sla-due.mjs [--runs 500]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { WorkingCalendar, DEFAULT_WORKING_WEEK } from '@mutabaa/shared';
import { preparePglite } from './lib/bench-db.mjs';
import { machine } from './lib/machine.mjs';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD } from './lib/seed-applications.mjs';
import { signIn, startServer } from './lib/server.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '500' } } });
const runs = Number(values.runs);
const HOUR = 3_600_000;
const YEAR_OF_HOURS = 1820;

/** A deterministic sequence, so that two runs ask the same questions. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function holidays() {
  const list = [];
  for (let i = 0; i < 40; i += 1) {
    const from = new Date(Date.UTC(2026, 0, 5 + i * 18));
    const to = new Date(from.getTime() + (i % 4) * 86_400_000);
    list.push({
      name_ar: `عطلة ${i + 1}`,
      name_en: `Holiday ${i + 1}`,
      date_from: from.toISOString().slice(0, 10),
      date_to: to.toISOString().slice(0, 10),
    });
  }
  return list;
}

function questions() {
  const next = random(35);
  const base = Date.UTC(2026, 0, 1);
  return Array.from({ length: runs }, (_, i) => ({
    start: new Date(base + Math.floor(next() * 730 * 24) * HOUR).toISOString(),
    // Every tenth a full year; the rest spread over 1 hour to a year.
    hours:
      i % 10 === 0 ? YEAR_OF_HOURS : Math.round((1 + next() * (YEAR_OF_HOURS - 1)) * 100) / 100,
  }));
}

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const f = (ms) => `${ms.toFixed(2)} ms`;
  return `p50 ${f(at(0.5))}, p95 ${f(at(0.95))}, max ${f(sorted.at(-1))}`;
}

const dataDir = mkdtempSync(join(tmpdir(), 'mutabaa-bench-sla-'));
console.log(`Machine: ${machine()}`);
let server;
try {
  await preparePglite({ dataDir, count: 100 });
  server = await startServer({ port: 18_400 + (process.pid % 500), dataDir });
  const auth = await signIn(server.base, `bench-admin@${BENCH_EMAIL_DOMAIN}`, BENCH_PASSWORD);
  const headers = { ...auth, 'content-type': 'application/json' };
  for (const holiday of holidays()) {
    const response = await fetch(`${server.base}/api/sla/holidays/`, {
      method: 'POST',
      headers,
      body: JSON.stringify(holiday),
    });
    if (response.status !== 201) throw new Error(`holiday: ${response.status}`);
  }
  const asked = questions();
  const ask = async ({ start, hours }) => {
    const url = `${server.base}/api/sla/calendar/due/?start=${encodeURIComponent(start)}&hours=${hours}`;
    const response = await fetch(url, { headers: auth });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()).due_at;
  };
  const profile = async () => {
    const response = await fetch(`${server.base}/api/profile/`, { headers: auth });
    if (!response.ok) throw new Error(`/api/profile/: ${response.status}`);
    await response.arrayBuffer();
  };
  for (const q of asked.slice(0, 20)) {
    await ask(q);
    await profile();
  }
  const times = [];
  const trivial = [];
  const answers = [];
  for (const q of asked) {
    let started = performance.now();
    answers.push(await ask(q));
    times.push(performance.now() - started);
    started = performance.now();
    await profile();
    trivial.push(performance.now() - started);
  }
  const p95 = [...times].sort((a, b) => a - b)[Math.floor(0.95 * times.length)];
  console.log(
    `GET /api/sla/calendar/due/, ${runs} one at a time: ${stats(times)} (budget p95 < 5 ms: ${p95 < 5 ? 'met' : 'NOT met'})`,
  );
  console.log(`GET /api/profile/, alternating with it: ${stats(trivial)}`);
  const yearTimes = times.filter((_, i) => asked[i].hours === YEAR_OF_HOURS);
  console.log(`  of which a year of working time (${yearTimes.length}): ${stats(yearTimes)}`);

  // The same answers in-process: a calendar built once (as the server keeps it), and one built
  // for every question (each day's hours worked out again).
  const calendar = new WorkingCalendar(DEFAULT_WORKING_WEEK, holidays());
  const direct = (cal, q) => new Date(cal.addWorking(Date.parse(q.start), q.hours * HOUR));
  const warm = [];
  const cold = [];
  asked.forEach((q, i) => {
    let started = performance.now();
    const due = direct(calendar, q);
    warm.push(performance.now() - started);
    if (due.toISOString() !== answers[i])
      throw new Error(`answers differ for ${JSON.stringify(q)}`);
    started = performance.now();
    direct(new WorkingCalendar(DEFAULT_WORKING_WEEK, holidays()), q);
    cold.push(performance.now() - started);
  });
  console.log(`In-process, calendar kept: ${stats(warm)}`);
  console.log(`In-process, calendar built for each question: ${stats(cold)}`);
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
