// Hostile import uploads against the built app (`npm run build`) on PGlite: small workbooks
// that expand to far more XML than they look. Budget: any upload of at most 50 MB is answered
// within 10 s of the server's CPU, and the app's other requests keep p95 under 100 ms while
// three such uploads run.
// Files (made here, each a few MB at most):
// - rows: a sheet of `--mb` MB of repeated `<row>` elements, honestly declared;
// - lying: a sheet whose zip headers declare 5,000 bytes but which inflates to `--lying-mb` MB;
// - before-strings: the same rows, but the sheet stored before sharedStrings.xml (exceljs then
//   copies it to a temporary file first);
// - elements: `--lying-mb` MB of empty elements between the rows (no rows, no cells);
// - cells: `--mb` MB of rows of 500 distinct numeric cells.
// For each: one upload alone (its status, wall time and the server's CPU seconds, from
// /proc/<pid>/stat), then three at once while a signed-in loop reads the applications list and
// /api/health/ready/ one request at a time (their p50/p95/max during the three uploads), then
// one upload abandoned by its client after 1 s (the server's CPU over the 5 s that follow).
// Usage: npm run build && node bench/import-hostile.mjs [--mb 300] [--lying-mb 1260]
//        [--only rows,lying,before-strings,elements,cells] [--timeout 300] [--port 8225]
//        [--save DIR] (writes the files to DIR and stops)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { preparePglite } from './lib/bench-db.mjs';
import { machine } from './lib/machine.mjs';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD } from './lib/seed-applications.mjs';
import { signIn, startServer } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    mb: { type: 'string', default: '300' },
    'lying-mb': { type: 'string', default: '1260' },
    only: { type: 'string', default: 'rows,lying,before-strings,elements,cells' },
    timeout: { type: 'string', default: '300' },
    port: { type: 'string', default: '8225' },
    save: { type: 'string' },
  },
});
const MB = 1_000_000;
const TIMEOUT_MS = Number(args.timeout) * 1000;
const log = (line) => console.log(line);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const TICK = 100; // clock ticks per second of /proc/<pid>/stat on Linux

/** The server's user + system CPU seconds so far. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICK;
}

/** `head`, `unit` repeated to `bytes`, `tail`: deflated as one raw stream, with its CRC. */
async function deflatedRepeat(head, unit, tail, bytes) {
  const chunk = Buffer.from(unit.repeat(Math.ceil((4 * MB) / unit.length)));
  const deflate = createDeflateRaw({ level: 9 });
  const out = [];
  deflate.on('data', (data) => out.push(data));
  const ended = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  const write = async (data) => {
    crc = crc32(data, crc);
    size += data.length;
    if (!deflate.write(data)) await new Promise((r) => deflate.once('drain', r));
  };
  await write(Buffer.from(head));
  while (size < bytes) await write(chunk);
  await write(Buffer.from(tail));
  deflate.end();
  await ended;
  return { data: Buffer.concat(out), crc, size };
}

/** `size` bytes holding `fields` ([offset, bytes, value]), little-endian. */
function header(size, fields) {
  const buffer = Buffer.alloc(size);
  for (const [at, bytes, value] of fields) buffer.writeUIntLE(value >>> 0, at, bytes);
  return buffer;
}

/** A zip of deflated `entries` ({ name, data, crc, size, declared? }), `declared` the size its headers give. */
function zip(entries) {
  const locals = [];
  const central = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const sizes = [entry.crc, entry.data.length, entry.declared ?? entry.size];
    // Version 2.0, deflate, CRC, compressed and uncompressed sizes, name length.
    const local = [
      [0, 4, 0x04034b50],
      [4, 2, 20],
      [8, 2, 8],
      ...sizes.map((v, i) => [14 + 4 * i, 4, v]),
    ];
    locals.push(header(30, [...local, [26, 2, name.length]]), name, entry.data);
    const record = [
      [0, 4, 0x02014b50],
      [4, 2, 20],
      [6, 2, 20],
      [10, 2, 8],
    ];
    const fields = [...record, ...sizes.map((v, i) => [16 + 4 * i, 4, v]), [28, 2, name.length]];
    central.push(header(46, [...fields, [42, 4, offset]]), name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const count = entries.length;
  const end = header(22, [
    [0, 4, 0x06054b50],
    [8, 2, count],
    [10, 2, count],
    [12, 4, directory.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

const text = (name, body) => {
  const data = Buffer.from(body);
  return { name, data: deflateRawSync(data), crc: crc32(data), size: data.length };
};

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
  '<row r="1"><c r="A1" t="inlineStr"><is><t>Title</t></is></c></row>';
const SHEET_TAIL = '</sheetData></worksheet>';
/** Column letters of the 0-based index `n` (A, B, … Z, AA, …). */
const column = (n) =>
  (n < 26 ? '' : column(Math.floor(n / 26) - 1)) + String.fromCharCode(65 + (n % 26));
/** A row of 500 distinct numeric cells. */
const WIDE_ROW = `<row r="2">${Array.from({ length: 500 }, (_, i) => `<c r="${column(i)}2"><v>${i}</v></c>`).join('')}</row>`;
const ROW = '<row r="2"><c r="A2" t="inlineStr"><is><t>x</t></is></c></row>';

/** A one-sheet workbook around `sheet` (its worksheet entry), that entry last or first. */
function workbook(sheet, { sheetFirst = false } = {}) {
  const ns = 'http://schemas.openxmlformats.org';
  const types = text(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
      `</Types>`,
  );
  const rels = text(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>` +
      `</Relationships>`,
  );
  const book = text(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" ` +
      `xmlns:r="${ns}/officeDocument/2006/relationships"><sheets>` +
      `<sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  const bookRels = text(
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${ns}/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>` +
      `</Relationships>`,
  );
  const strings = text(
    'xl/sharedStrings.xml',
    `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>x</t></si></sst>`,
  );
  const parts = sheetFirst
    ? [types, rels, sheet, bookRels, book, strings]
    : [types, rels, bookRels, book, strings, sheet];
  return zip(parts);
}

async function hostileFile(kind) {
  const rowsBytes = Number(args.mb) * MB;
  if (kind === 'rows') {
    const sheet = await deflatedRepeat(SHEET_HEAD, ROW, SHEET_TAIL, rowsBytes);
    return workbook({ name: 'xl/worksheets/sheet1.xml', ...sheet });
  }
  if (kind === 'before-strings') {
    const sheet = await deflatedRepeat(SHEET_HEAD, ROW, SHEET_TAIL, rowsBytes);
    return workbook({ name: 'xl/worksheets/sheet1.xml', ...sheet }, { sheetFirst: true });
  }
  if (kind === 'elements') {
    // Empty elements between the rows: the costliest XML for its size that makes no row.
    const sheet = await deflatedRepeat(
      SHEET_HEAD,
      '<x/>',
      SHEET_TAIL,
      Number(args['lying-mb']) * MB,
    );
    return workbook({ name: 'xl/worksheets/sheet1.xml', ...sheet });
  }
  if (kind === 'cells') {
    const sheet = await deflatedRepeat(SHEET_HEAD, WIDE_ROW, SHEET_TAIL, rowsBytes);
    return workbook({ name: 'xl/worksheets/sheet1.xml', ...sheet });
  }
  if (kind === 'lying') {
    const bytes = Number(args['lying-mb']) * MB;
    const sheet = await deflatedRepeat(SHEET_HEAD, ROW, SHEET_TAIL, bytes);
    return workbook({ name: 'xl/worksheets/sheet1.xml', ...sheet, declared: 5000 });
  }
  throw new Error(`unknown kind ${kind}`);
}

async function upload(base, auth, file, name, signal) {
  const form = new FormData();
  form.append('file', new Blob([file]), name);
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/transactions/import/upload/`, {
      method: 'POST',
      headers: auth,
      body: form,
      signal: signal ?? AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await response.json().catch(() => ({}));
    return {
      status: response.status,
      code: body.code,
      detail: body.detail,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    return { status: error.name, seconds: (performance.now() - started) / 1000 };
  }
}

/** Latencies of a signed-in list and the health check, one request at a time, until `done`. */
async function loop(base, auth, done) {
  const times = [];
  let i = 0;
  while (!done.value) {
    const url = i++ % 2 ? `${base}/api/health/ready/` : `${base}/api/transactions/?page_size=20`;
    const started = performance.now();
    const response = await fetch(url, { headers: auth });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { runs: times.length, p50: at(0.5), p95: at(0.95), max: times.at(-1) ?? 0 };
}

const ms = (n) => `${n.toFixed(0)} ms`;

async function measure(server, auth, kind) {
  const file = await hostileFile(kind);
  const name = `${kind}.xlsx`;
  log(`${kind}: ${(file.length / MB).toFixed(2)} MB file`);

  let cpu = cpuSeconds(server.pid);
  const alone = await upload(server.base, auth, file, name);
  const aloneCpu = cpuSeconds(server.pid) - cpu;
  log(
    `  alone: ${alone.status} ${alone.code ?? ''} in ${alone.seconds.toFixed(1)} s ` +
      `(${alone.detail ?? ''}), ` +
      `server CPU ${aloneCpu.toFixed(1)} s`,
  );

  const done = { value: false };
  cpu = cpuSeconds(server.pid);
  const started = performance.now();
  const others = loop(server.base, auth, done);
  const three = await Promise.all([0, 1, 2].map(() => upload(server.base, auth, file, name)));
  done.value = true;
  const latency = await others;
  const threeCpu = cpuSeconds(server.pid) - cpu;
  log(
    `  three at once: ${three.map((r) => `${r.status} in ${r.seconds.toFixed(1)} s`).join(', ')}; ` +
      `server CPU ${threeCpu.toFixed(1)} s (${(threeCpu / 3).toFixed(1)} s each) over ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  log(
    `  other requests meanwhile (${latency.runs}): p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, ` +
      `max ${ms(latency.max)}`,
  );

  const controller = new AbortController();
  const abandoned = upload(server.base, auth, file, name, controller.signal);
  await sleep(1000);
  controller.abort();
  await abandoned;
  await sleep(200);
  cpu = cpuSeconds(server.pid);
  await sleep(5000);
  const afterCpu = cpuSeconds(server.pid) - cpu;
  log(`  client gone after 1 s: server CPU ${afterCpu.toFixed(1)} s over the next 5 s`);
  return { kind, alone, aloneCpu, three, threeCpu, latency, afterCpu };
}

if (args.save) {
  for (const kind of args.only.split(',')) {
    writeFileSync(join(args.save, `${kind}.xlsx`), await hostileFile(kind));
  }
  process.exit(0);
}

const tmp = mkdtempSync(join(tmpdir(), 'mutabaa-hostile-'));
log(machine());
try {
  const dataDir = join(tmp, 'data');
  await preparePglite({ dataDir, count: 200, log });
  const server = await startServer({ port: Number(args.port), dataDir });
  try {
    const auth = await signIn(server.base, `bench-editor-1@${BENCH_EMAIL_DOMAIN}`, BENCH_PASSWORD);
    const results = [];
    for (const kind of args.only.split(',')) results.push(await measure(server, auth, kind));
    log('');
    log(
      '| File | Alone: status, CPU | Three at once: CPU each | Others p95 | CPU after client left | Budget |',
    );
    log('|---|---|---|---|---|---|');
    for (const r of results) {
      const budget = r.aloneCpu <= 10 && r.latency.p95 < 100 ? 'met' : 'NOT MET';
      log(
        `| ${r.kind} | ${r.alone.status}, ${r.aloneCpu.toFixed(1)} s | ` +
          `${(r.threeCpu / 3).toFixed(1)} s | ${ms(r.latency.p95)} | ${r.afterCpu.toFixed(1)} s / 5 s | ${budget}`,
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
