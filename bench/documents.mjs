// The official documents' budgets on the built server (PGlite, its own data directory):
// - one document rendered and stored, one at a time: `POST /api/transactions/{id}/documents/`
//   (a decision letter: the same path as the receipt's job, from the template to the PDF set in
//   the renderer's worker thread, stored in the file store and recorded), in Arabic and English;
// - `--concurrent` such issues at once, while a loop asks `GET /api/health/ready/` and a signed-in
//   `GET /api/profile/` one after the other: how long each probe waited during the burst;
//   `--bursts` times, each after 3 s of probes alone;
// - the receipt issued by its job for an application created as submitted: its size and fonts.
// On PGlite in a data directory of its own, or with `--database postgres` on a database
// `mutabaa_bench_documents` of the server at BENCH_ADMIN_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), created afresh and dropped at the end.
// Usage: npm run build && node bench/documents.mjs [--runs 100] [--concurrent 20] [--bursts 5]
//        [--database pglite|postgres]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEFAULT_ADMIN_URL, preparePglite, preparePostgres } from './lib/bench-db.mjs';
import { machine } from './lib/machine.mjs';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD } from './lib/seed-applications.mjs';
import { signIn, startServer } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '100' },
    concurrent: { type: 'string', default: '20' },
    bursts: { type: 'string', default: '5' },
    database: { type: 'string', default: 'pglite' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(
    'npm run build && node bench/documents.mjs [--runs 100] [--concurrent 20] [--bursts 5] ' +
      '[--database pglite|postgres]',
  );
  process.exit(0);
}
const RUNS = Number(values.runs);
const CONCURRENT = Number(values.concurrent);
const BURSTS = Number(values.bursts);
if (!['pglite', 'postgres'].includes(values.database)) {
  throw new Error(`--database is pglite or postgres, not ${values.database}`);
}
const ON_POSTGRES = values.database === 'postgres';
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? DEFAULT_ADMIN_URL;
const PG_NAME = 'mutabaa_bench_documents';
const WARMUP = 3;
const BUDGET_ISSUE_P95_MS = 300;
const BUDGET_PROBE_MAX_MS = 100;
const BUDGET_RECEIPT_BYTES = 150 * 1024;
const RECEIPT_WAIT_MS = 120_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const f = (ms) => `${ms.toFixed(1)} ms`;

/** Median, p95 and max of `times` (milliseconds). */
function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}
const show = (s) => `p50 ${f(s.p50)}, p95 ${f(s.p95)}, max ${f(s.max)} (${s.n})`;

/** CPU seconds the process `pid` has used (all its threads: the renderer's worker too). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A port nobody listens on now (other servers may run on this machine). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A JSON request; throws unless the answer has `status`. */
async function call(url, init, status = 200) {
  const response = await fetch(url, init);
  const text = await response.text();
  if (response.status !== status) {
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 300)}`);
  }
  return text ? JSON.parse(text) : undefined;
}

const dataDir = mkdtempSync(join(tmpdir(), 'mutabaa-bench-documents-'));
console.log(`Machine: ${machine()}; database: ${values.database}`);
let server;
try {
  // Bench users (an admin, editors, 2,000 clients) and a few applications made by SQL, which
  // have no receipt; the applications measured are created through the API below.
  let databaseUrl;
  if (ON_POSTGRES) {
    databaseUrl = await preparePostgres({
      adminUrl: ADMIN_URL,
      name: PG_NAME,
      count: 20,
      reset: true,
    });
  } else {
    await preparePglite({ dataDir, count: 20 });
  }
  server = await startServer({ port: await freePort(), dataDir, databaseUrl });
  const { base } = server;
  const auth = await signIn(base, `bench-admin@${BENCH_EMAIL_DOMAIN}`, BENCH_PASSWORD);
  const json = (body, method = 'POST') => ({
    method,
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const { results: clients } = await call(`${base}/api/users/?role=client&page_size=100`, {
    headers: auth,
  });
  const byLanguage = (lang) => clients.filter((c) => c.language_preference === lang);
  if (!byLanguage('ar').length || !byLanguage('en').length) {
    throw new Error('the bench clients should include Arabic and English speakers');
  }

  let created = 0;
  /** Creates an application as submitted (which queues its receipt); returns its id. */
  const submit = async (client) => {
    created += 1;
    const app = await call(
      `${base}/api/transactions/`,
      json({
        title: `طلب قياس الوثائق ${created}`,
        transaction_type: 'license',
        priority: 'normal',
        client: client.id,
        status: 'submitted',
      }),
      201,
    );
    return app.id;
  };
  const documentsOf = (id) => call(`${base}/api/transactions/${id}/documents/`, { headers: auth });
  /** Polls until the application's receipt is listed; the receipt and the wait in ms. */
  const receiptOf = async (id, since) => {
    while (performance.now() - since < RECEIPT_WAIT_MS) {
      const receipt = (await documentsOf(id)).find((d) => d.kind === 'receipt');
      if (receipt) return { receipt, waited: performance.now() - since };
      await sleep(100);
    }
    throw new Error(`no receipt for application ${id} within ${RECEIPT_WAIT_MS / 1000} s`);
  };

  // 1. Applications for the decision letters: one per concurrent issue (so that the burst does
  // not queue on one application's row), submitted, their receipts issued and listed (so that
  // no receipt job runs during the measurements), then cancelled: the shipped decision letters
  // name `approved` and `cancelled`.
  const prepStarted = performance.now();
  const ids = [];
  for (let i = 0; i < CONCURRENT; i += 1) ids.push(await submit(clients[i % clients.length]));
  for (const id of ids) await receiptOf(id, prepStarted);
  for (const id of ids) {
    await call(`${base}/api/transactions/${id}/transition/`, json({ status: 'cancelled' }));
  }
  console.log(
    `Prepared ${ids.length} applications (created as submitted, receipts issued by the job, ` +
      `cancelled) in ${((performance.now() - prepStarted) / 1000).toFixed(1)} s`,
  );

  /** Issues a decision letter; its latency in ms. */
  const issue = async (id, language) => {
    const started = performance.now();
    const doc = await call(
      `${base}/api/transactions/${id}/documents/`,
      json({ kind: 'decision', language }),
      201,
    );
    if (doc.kind !== 'decision' || doc.language !== language || !(doc.size > 0)) {
      throw new Error(`unexpected document: ${JSON.stringify(doc)}`);
    }
    return performance.now() - started;
  };

  // 2. One at a time, in each language.
  console.log(`\nPOST …/documents/ {kind: "decision"}, one at a time after ${WARMUP} unmeasured:`);
  const sequential = {};
  for (const language of ['ar', 'en']) {
    const times = [];
    for (let i = 0; i < WARMUP + RUNS; i += 1) {
      const latency = await issue(ids[i % ids.length], language);
      if (i >= WARMUP) times.push(latency);
    }
    sequential[language] = stats(times);
    console.log(`  ${language}: ${show(sequential[language])}`);
  }

  // 3. CONCURRENT at once, beside a loop of probes one after the other.
  // A probe whose connection fails (one run lost one to ECONNRESET, cause not established) is
  // shown, not timed; one during the burst fails its budget.
  const probe = async (done, origin) => {
    const times = { health: [], profile: [] };
    const longest = { ms: 0, at: 0 };
    const failed = [];
    for (let i = 0; !done.value; i += 1) {
      const kind = i % 2 ? 'profile' : 'health';
      const url = kind === 'health' ? `${base}/api/health/ready/` : `${base}/api/profile/`;
      const started = performance.now();
      let response;
      try {
        response = await fetch(url, { headers: kind === 'health' ? {} : auth });
        await response.arrayBuffer();
      } catch (error) {
        failed.push(`${kind}: ${error.cause?.code ?? error.message}`);
        continue;
      }
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      const ms = performance.now() - started;
      times[kind].push(ms);
      if (ms > longest.ms) Object.assign(longest, { ms, at: started - origin });
    }
    return { health: stats(times.health), profile: stats(times.profile), longest, failed };
  };
  const bursts = [];
  for (let round = 0; round < BURSTS; round += 1) {
    const quiet = { value: false };
    const before = probe(quiet, performance.now());
    // Awaited below; handled now so that a failure meanwhile ends the run through `finally`.
    before.catch(() => undefined);
    await sleep(3000);
    quiet.value = true;
    const idle = await before;
    const during = { value: false };
    const cpuBefore = cpuSeconds(server.pid);
    const burstStarted = performance.now();
    const probes = probe(during, burstStarted);
    probes.catch(() => undefined);
    let issued;
    try {
      issued = await Promise.all(ids.map((id, i) => issue(id, i % 2 ? 'en' : 'ar')));
    } finally {
      during.value = true;
    }
    const burstMs = performance.now() - burstStarted;
    const burstCpu = cpuSeconds(server.pid) - cpuBefore;
    const busy = await probes;
    bursts.push(busy);
    console.log(
      `\nBurst ${round + 1} of ${BURSTS}: ${ids.length} decision letters at once (ar and en alternately)`,
    );
    console.log(
      `  took ${f(burstMs)} and ${(burstCpu * 1000).toFixed(0)} ms of the server's CPU; ` +
        `each issue ${show(stats(issued))}`,
    );
    console.log(
      `  the longest probe, ${f(busy.longest.ms)}, started ${f(busy.longest.at)} into the burst`,
    );
    for (const [when, seen] of [
      ['before', idle],
      ['during', busy],
    ]) {
      if (seen.failed.length) console.log(`  probes failed ${when}: ${seen.failed.join(', ')}`);
    }
    for (const kind of ['health', 'profile']) {
      const name = kind === 'health' ? 'GET /api/health/ready/' : 'GET /api/profile/';
      console.log(`  ${name}: during ${show(busy[kind])}; 3 s before it ${show(idle[kind])}`);
    }
  }

  // 4. The receipt: an application created as submitted for an Arabic and an English speaker;
  // the job issues it in the applicant's language.
  console.log('\nThe receipt, issued by its job:');
  const receipts = [];
  let hasPdffonts = true;
  try {
    execFileSync('pdffonts', ['-v'], { stdio: 'ignore' });
  } catch {
    hasPdffonts = false;
  }
  for (const lang of ['ar', 'en']) {
    const since = performance.now();
    const id = await submit(byLanguage(lang)[0]);
    const { receipt, waited } = await receiptOf(id, since);
    const response = await fetch(`${base}${receipt.download_url}`, { headers: auth });
    if (!response.ok) throw new Error(`download: ${response.status}`);
    const pdf = Buffer.from(await response.arrayBuffer());
    if (pdf.length !== receipt.size || pdf.subarray(0, 5).toString() !== '%PDF-') {
      throw new Error(`receipt ${receipt.id}: ${pdf.length} bytes, listed ${receipt.size}`);
    }
    let fonts = null;
    if (hasPdffonts) {
      const file = join(dataDir, `receipt-${lang}.pdf`);
      writeFileSync(file, pdf);
      // name type encoding emb sub uni object-id: read from the end (types have spaces).
      fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' })
        .split('\n')
        .slice(2)
        .filter(Boolean)
        .map((line) => {
          const cols = line.trim().split(/\s+/);
          return { name: cols[0], embedded: cols.at(-5) === 'yes', subset: cols.at(-4) === 'yes' };
        });
    }
    receipts.push({ lang: receipt.language, bytes: pdf.length, fonts });
    const fontText = fonts
      ? fonts
          .map(
            (x) =>
              `${x.name} (${x.embedded ? 'embedded' : 'NOT embedded'}, ${x.subset ? 'subset' : 'NOT subset'})`,
          )
          .join(', ')
      : 'pdffonts not found, not checked';
    console.log(
      `  ${lang} applicant: listed ${f(waited)} after the create, ${receipt.language}, ` +
        `${(pdf.length / 1024).toFixed(1)} KB; fonts: ${fontText}`,
    );
  }

  // 5. The budgets.
  const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
  const worstP95 = Math.max(sequential.ar.p95, sequential.en.p95);
  const worstOf = (kind) => Math.max(...bursts.map((b) => b[kind].max));
  const worstProbe = Math.max(worstOf('health'), worstOf('profile'));
  const failedProbes = bursts.reduce((n, b) => n + b.failed.length, 0);
  const largest = Math.max(...receipts.map((r) => r.bytes));
  const fontsOk = receipts.every(
    (r) =>
      r.fonts &&
      r.fonts.length > 0 &&
      r.fonts.every((x) => x.embedded && x.subset && /^[A-Z]{6}\+/.test(x.name)),
  );
  console.log(`\nMachine at the end: ${machine()}`);
  console.log(
    `${verdict(worstP95 < BUDGET_ISSUE_P95_MS)} one document rendered and stored, one at a time: ` +
      `p95 ${f(sequential.ar.p95)} (ar), ${f(sequential.en.p95)} (en); budget < ${BUDGET_ISSUE_P95_MS} ms`,
  );
  console.log(
    `${verdict(worstProbe < BUDGET_PROBE_MAX_MS && !failedProbes)} ${ids.length} at once, ` +
      `${BURSTS} times: the longest probe ${f(worstProbe)} (health ${f(worstOf('health'))}, ` +
      `profile ${f(worstOf('profile'))}), ${failedProbes} failed; budget < ${BUDGET_PROBE_MAX_MS} ms each`,
  );
  console.log(
    `${verdict(largest < BUDGET_RECEIPT_BYTES)} the receipt PDF: ` +
      `${receipts.map((r) => `${(r.bytes / 1024).toFixed(1)} KB (${r.lang})`).join(', ')}; budget < 150 KB`,
  );
  console.log(
    hasPdffonts
      ? `${verdict(fontsOk)} the receipt's fonts embedded as subsets (pdffonts)`
      : "SKIP the receipt's fonts: pdffonts not found (poppler-utils)",
  );
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (ON_POSTGRES) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_NAME} with (force)`);
    await admin.end();
  }
}
