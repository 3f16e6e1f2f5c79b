// The PDF as a reader's tools see it: poppler's pdftotext must read the Arabic in logical order,
// the typed values keep their order inside Arabic sentences, and the QR code on the rendered page
// decodes to the document's address. Needs poppler-utils and zbar-tools (Debian), which .ci/run
// installs.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { isolate, withoutDirectionMarks } from '@mutabaa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocumentModel, PdfRenderer } from './renderer.js';

const TOOLS = ['pdftotext', 'pdftoppm', 'pdfinfo', 'pdffonts', 'zbarimg'];
function onPath(tool: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, tool), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const PHONE = '+966 50 123 4567';
const COLORS = { primary: '#0f5c4d', secondary: '#5b6770', accent: '#c9a227' };

const arabic: DocumentModel = {
  lang: 'ar',
  dir: 'rtl',
  organisation: 'مركز الخدمات التجارية',
  domain: 'mutabaa.example',
  colors: COLORS,
  title: 'إيصال استلام طلب',
  reference_number: 'TRX-2026-001024',
  facts: [
    { label: 'رقم المرجع', value: isolate('TRX-2026-001024') },
    { label: 'نوع الطلب', value: 'سجل تجاري' },
    { label: 'الخدمة', value: 'تجديد سجل تجاري رئيسي' },
    { label: 'مقدّم الطلب', value: isolate('Emma Clarke') },
  ],
  body: [
    {
      kind: 'paragraph',
      lines: [
        `استلمنا طلب ${isolate('Emma Clarke')} برقم المرجع ${isolate('TRX-2026-001024')}، وسنتواصل معه على الرقم ${isolate(PHONE)} خلال ثلاثة أيام عمل.`,
      ],
    },
  ],
  footer: [{ kind: 'paragraph', lines: ['هذا الإيصال صادر إلكترونيًا ولا يحتاج إلى توقيع.'] }],
  labels: { verify_at: 'للتحقق:', issued_by: 'أصدره', issued_at: 'تاريخ الإصدار' },
  issued_by: 'سارة العتيبي',
  issued_at: '١٥ جمادى الآخرة ١٤٤٨ هـ',
  verify_url: 'https://mutabaa.example/verify/3Jx9Qe7LmP2v',
  token: '3Jx9-Qe7L-mP2v',
};

const english: DocumentModel = {
  ...arabic,
  lang: 'en',
  dir: 'ltr',
  organisation: 'Commercial Services Centre',
  title: 'Application receipt',
  reference_number: 'TRX-2026-001025',
  facts: [
    { label: 'Reference', value: isolate('TRX-2026-001025') },
    { label: 'Type', value: isolate('سجل تجاري') },
    { label: 'Service', value: isolate('تجديد سجل تجاري رئيسي') },
    { label: 'Applicant', value: isolate('نورة القحطاني') },
  ],
  body: [
    {
      kind: 'paragraph',
      lines: [
        `We received the application of ${isolate('نورة القحطاني')} and will call ${isolate(PHONE)} within three working days.`,
      ],
    },
  ],
  footer: [{ kind: 'paragraph', lines: ['Issued electronically; valid without a signature.'] }],
  labels: { verify_at: 'Verify at', issued_by: 'Issued by', issued_at: 'Issued on' },
  issued_by: 'Sara Alotaibi',
  issued_at: '2 December 2026',
  verify_url: 'https://mutabaa.example/verify/8Hq2Lw5NcT4x',
  token: '8Hq2-Lw5N-cT4x',
};

const renderer = new PdfRenderer();
let dir: string;
const files = new Map<string, string>();
const run = (tool: string, args: string[]) =>
  execFileSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(async () => {
  const missing = TOOLS.filter((tool) => !onPath(tool));
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(', ')} not found: install poppler-utils and zbar-tools ` +
        '(apt-get install poppler-utils zbar-tools; .ci/run does it)',
    );
  }
  dir = mkdtempSync(join(tmpdir(), 'mutabaa-pdf-'));
  for (const model of [arabic, english]) {
    const file = join(dir, `${model.lang}.pdf`);
    writeFileSync(file, await renderer.render(model));
    files.set(model.lang, file);
  }
});

afterAll(async () => {
  await renderer.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The text pdftotext reads, without the embedding marks it wraps right-to-left lines in. */
const textOf = (model: DocumentModel) =>
  withoutDirectionMarks(run('pdftotext', [files.get(model.lang)!, '-']));

describe.each([
  ['Arabic', arabic],
  ['English', english],
])('the %s document', (_name, model) => {
  it('reads back its reference and the Arabic type labels in logical order', () => {
    const text = textOf(model);
    expect(text).toContain(model.reference_number);
    expect(text).toContain('سجل تجاري');
    expect(text).toContain('تجديد سجل تجاري رئيسي');
    expect(text).toContain(model.title);
    expect(text).toContain(model.organisation);
  });

  it('keeps a phone number in its order inside a sentence', () => {
    const before = model.lang === 'ar' ? 'على الرقم' : 'will call';
    expect(textOf(model)).toMatch(new RegExp(`${before}\\s+\\+966 50 123 4567`));
  });

  it('starts a paragraph at the margin its language starts from', () => {
    // pdftotext -bbox lists words as drawn: an Arabic word's letters come right to left.
    const words = [
      ...run('pdftotext', ['-bbox', files.get(model.lang)!, '-']).matchAll(
        /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
      ),
    ].map(([, xMin, xMax, word = '']) => ({ xMin: Number(xMin), xMax: Number(xMax), word }));
    const first = model.lang === 'ar' ? 'استلمنا' : 'We';
    const found = words.find(({ word }) => {
      const plain = withoutDirectionMarks(word).trim();
      return plain === first || [...plain].reverse().join('') === first;
    });
    // A4 is 595.28 pt wide; the page's side margins are 2 cm (56.69 pt).
    if (model.dir === 'rtl') expect(found?.xMax).toBeCloseTo(595.28 - 56.69, 0);
    else expect(found?.xMin).toBeCloseTo(56.69, 0);
  });

  it('carries a QR code of its verify address on the first page', () => {
    const picture = join(dir, `${model.lang}-qr`);
    const file = files.get(model.lang)!;
    run('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', file, picture]);
    expect(run('zbarimg', ['-q', '--raw', `${picture}.png`]).trim()).toBe(model.verify_url);
  });

  it('is one A4 page with Amiri embedded as subsets, under 150 KB', () => {
    const file = files.get(model.lang)!;
    const info = run('pdfinfo', [file]);
    expect(info).toMatch(/^Pages:\s+1$/m);
    const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info);
    expect(Number(size?.[1])).toBeCloseTo(595.28, 1);
    expect(Number(size?.[2])).toBeCloseTo(841.89, 1);

    const fonts = run('pdffonts', [file]).trim().split('\n').slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) {
      const [name, ...rest] = line.trim().split(/\s+/);
      const [emb, sub] = rest.slice(-5, -3);
      expect({ name, emb, sub }).toEqual({
        name: expect.stringMatching(/^[A-Z]{6}\+Amiri-(Regular|Bold)$/),
        emb: 'yes',
        sub: 'yes',
      });
    }
    expect(statSync(file).size).toBeLessThan(150 * 1024);
  });
});
