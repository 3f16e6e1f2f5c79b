// The PDF engine of the official documents: the same Arabic receipt set by the app's renderer
// (Typst in a worker thread) and by pdfkit with bidi-js, the usual pair in Node. For each: time
// per document, PDF size, install weight, the text pdftotext reads back, a picture of the page.
// Usage: npm run build -w @mutabaa/shared -w @mutabaa/api
//        npm install --no-save pdfkit bidi-js        (for the comparison only)
//        node bench/pdf-engines.mjs OUT_DIR [--runs 30]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { machine } from './lib/machine.mjs';
import { RECEIPT, RECEIPT_EXPECTED } from './lib/arabic-receipt.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 30;
const out = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs');
if (!out || !(runs > 0)) {
  console.error('Usage: node bench/pdf-engines.mjs OUT_DIR [--runs 30]');
  process.exit(2);
}

const rendererFile = join(root, 'apps/api/dist/modules/official-documents/pdf/renderer.js');
if (!existsSync(rendererFile)) {
  console.error('The built API is missing: npm run build -w @mutabaa/shared -w @mutabaa/api');
  process.exit(2);
}
for (const tool of ['pdftotext', 'pdftoppm']) {
  if (!existsSync(`/usr/bin/${tool}`)) {
    console.error(`${tool} is missing: apt-get install poppler-utils`);
    process.exit(2);
  }
}
let PDFDocument, bidiFactory;
try {
  PDFDocument = (await import('pdfkit')).default;
  bidiFactory = (await import('bidi-js')).default;
} catch {
  console.error(
    'pdfkit and bidi-js are not dependencies of the project. For this comparison:\n' +
      '  npm install --no-save pdfkit bidi-js\n' +
      '(the next npm ci removes them again)',
  );
  process.exit(2);
}
const { PdfRenderer, DOCUMENT_FONTS } = await import(pathToFileURL(rendererFile).href);
const { renderWithPdfkit } = await import('./lib/pdfkit-receipt.mjs');

/** The folder of a package as Node resolves it from `from`, or undefined. */
function packageDir(name, from) {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === dirname(dir)) return undefined;
  }
}

/** Kilobytes on disk of the packages and everything they install (optional ones present). */
function installWeight(names) {
  const dirs = new Set();
  const visit = (name, from) => {
    const dir = packageDir(name, from);
    if (!dir || dirs.has(dir)) return;
    dirs.add(dir);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const deps = { ...pkg.dependencies, ...pkg.optionalDependencies };
    for (const dep of Object.keys(deps)) visit(dep, dir);
  };
  for (const name of names) visit(name, root);
  const du = execFileSync('du', ['-skc', ...dirs], { encoding: 'utf8' })
    .trim()
    .split('\n');
  return { kb: Number(du.at(-1).split('\t')[0]), packages: dirs.size };
}

const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** First render, then `runs` warm renders: median and p95 in ms, and the last PDF. */
async function measure(render) {
  let start = performance.now();
  let pdf = await render();
  const first = performance.now() - start;
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    start = performance.now();
    pdf = await render();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { first, median: quantile(times, 0.5), p95: quantile(times, 0.95), pdf };
}

const FIRST_PAGE_PNG = ['-png', '-r', '80', '-f', '1', '-l', '1'];
const withoutMarks = (text) => text.replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');

mkdirSync(out, { recursive: true });
console.log(machine());
console.log(`${runs} warm runs after the first; pictures and PDFs in ${resolve(out)}\n`);

const renderer = new PdfRenderer();
const bidi = bidiFactory();
const fonts = DOCUMENT_FONTS.map((file) => readFileSync(file));
const engines = [
  {
    name: 'typst',
    title: 'Typst (typst.ts node compiler, the app renderer, in a worker thread)',
    render: () => renderer.render(RECEIPT),
    packages: ['@myriaddreamin/typst-ts-node-compiler'],
  },
  {
    name: 'pdfkit',
    title:
      'pdfkit + bidi-js, Arabic runs drawn apart (bench/lib/pdfkit-receipt.mjs), in this thread',
    render: () => renderWithPdfkit(PDFDocument, bidi, fonts, RECEIPT),
    packages: ['pdfkit', 'bidi-js'],
  },
  {
    name: 'pdfkit-whole',
    title: 'pdfkit + bidi-js, each line drawn whole in visual order, in this thread',
    render: () => renderWithPdfkit(PDFDocument, bidi, fonts, RECEIPT, { whole: true }),
    packages: ['pdfkit', 'bidi-js'],
  },
];
const rows = [];
for (const engine of engines) {
  const { first, median, p95, pdf } = await measure(engine.render);
  const file = join(out, `${engine.name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', [...FIRST_PAGE_PNG, file, join(out, engine.name)]);
  const text = withoutMarks(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }));
  const found = RECEIPT_EXPECTED.filter((expected) => text.includes(expected));
  const weight = installWeight(engine.packages);
  rows.push({ engine, first, median, p95, size: pdf.length, weight, found });
  console.log(`== ${engine.title}`);
  console.log(
    `first ${first.toFixed(1)} ms; warm median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
  );
  console.log(
    `PDF ${(pdf.length / 1024).toFixed(1)} KB; install ${(weight.kb / 1024).toFixed(1)} MB in ${weight.packages} packages`,
  );
  console.log(
    `pdftotext finds ${found.length} of ${RECEIPT_EXPECTED.length} phrases in logical order:`,
  );
  for (const expected of RECEIPT_EXPECTED) {
    console.log(`  ${found.includes(expected) ? 'yes' : 'NO '}  ${expected}`);
  }
  console.log('pdftotext (direction marks removed):');
  console.log(
    text
      .replace(/\n{2,}/g, '\n')
      .trimEnd()
      .replace(/^/gm, '  | '),
  );
  console.log(`picture: ${join(out, engine.name)}-1.png\n`);
}
await renderer.close();

const amiri = installWeight(['@expo-google-fonts/amiri']);
console.log('| Engine | First | Warm median | Warm p95 | PDF | Install | Phrases read back |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.engine.name} | ${r.first.toFixed(0)} ms | ${r.median.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ` +
      `${(r.size / 1024).toFixed(1)} KB | ${(r.weight.kb / 1024).toFixed(1)} MB | ${r.found.length}/${RECEIPT_EXPECTED.length} |`,
  );
}
console.log(
  `\nAll use the Amiri TTFs of @expo-google-fonts/amiri (${(amiri.kb / 1024).toFixed(1)} MB installed, not counted above).`,
);
console.log(
  'Not measured here, from their documentation and issues: pdfmake, built on pdfkit, has no\n' +
    'right-to-left layout (pdfmake#315, #184). jsPDF shapes Arabic by swapping letters for Unicode\n' +
    "presentation forms in its arabic module (not the font's OpenType tables) and orders lines\n" +
    'with a bidi engine of its own (jsPDF#2041); mixed Arabic and Latin lines were reported\n' +
    'reversed (jsPDF#2178, and with its R2L option #3171).',
);
