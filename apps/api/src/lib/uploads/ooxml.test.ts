import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCX_PARTS, FILES, xlsxFile } from '../../test/attachment-files.js';
import { DOCX_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '../content-types.js';
import { OOXML_LIMITS, officeTypeOf } from './ooxml.js';

let dir: string;
let count = 0;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-ooxml-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** `data` written to a file, then checked. */
async function typeOf(data: Buffer, limits = OOXML_LIMITS) {
  count += 1;
  const file = path.join(dir, `file-${count}`);
  await writeFile(file, data);
  return officeTypeOf(file, limits);
}

/** A deflated ZIP of `parts`, as Office and every ZIP tool write them. */
async function zipped(parts: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(parts)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const docxWith = (changes: Record<string, string | Buffer | undefined>) => {
  const parts: Record<string, string | Buffer> = { ...DOCX_PARTS };
  for (const [name, content] of Object.entries(changes)) {
    if (content === undefined) delete parts[name];
    else parts[name] = content;
  }
  return zipped(parts);
};

describe('officeTypeOf accepts', () => {
  it('a real Word document, stored or deflated', async () => {
    expect(await typeOf(FILES.docx)).toBe(DOCX_CONTENT_TYPE);
    expect(await typeOf(await zipped(DOCX_PARTS))).toBe(DOCX_CONTENT_TYPE);
  });

  it('a real workbook written by ExcelJS', async () => {
    expect(await typeOf(await xlsxFile())).toBe(XLSX_CONTENT_TYPE);
  });

  it('a main part found by a Default content type and an absolute target', async () => {
    const types = DOCX_PARTS['[Content_Types].xml']
      .replace(/<Override [^>]*\/>/, '')
      .replace(
        'Extension="xml" ContentType="application/xml"',
        'Extension="xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"',
      );
    const rels = DOCX_PARTS['_rels/.rels'].replace(
      'Target="word/document.xml"',
      'Target="/word/document.xml"',
    );
    expect(
      await typeOf(await docxWith({ '[Content_Types].xml': types, '_rels/.rels': rels })),
    ).toBe(DOCX_CONTENT_TYPE);
  });
});

describe('officeTypeOf refuses', () => {
  it('a ZIP that only names the entries, empty or with junk', async () => {
    expect(await typeOf(FILES.fakeDocx)).toBeUndefined();
    for (const junk of ['', '<Types/>', 'not xml at all']) {
      expect(
        await typeOf(await zipped({ '[Content_Types].xml': junk, 'word/document.xml': junk })),
      ).toBeUndefined();
      expect(
        await typeOf(await zipped({ '[Content_Types].xml': junk, 'xl/workbook.xml': junk })),
      ).toBeUndefined();
    }
  });

  it('a package whose index, relationship or main part does not hold', async () => {
    const cases: Record<string, string | Buffer | undefined>[] = [
      { '_rels/.rels': undefined },
      { 'word/document.xml': undefined },
      { 'word/document.xml': '<html><body>hi</body></html>' },
      { 'word/document.xml': '<w:document xmlns:w="http://example.test/other"/>' },
      // A macro-enabled document declares another main content type.
      {
        '[Content_Types].xml': DOCX_PARTS['[Content_Types].xml'].replace(
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
          'application/vnd.ms-word.document.macroEnabled.main+xml',
        ),
      },
      // A Word part declared as a workbook.
      {
        '[Content_Types].xml': DOCX_PARTS['[Content_Types].xml'].replace(
          'wordprocessingml.document.main+xml',
          'spreadsheetml.sheet.main+xml',
        ),
      },
      { '_rels/.rels': DOCX_PARTS['_rels/.rels'].replace('word/document.xml', '../document.xml') },
      {
        '_rels/.rels': DOCX_PARTS['_rels/.rels'].replace(
          'Target="word/document.xml"',
          'Target="word/document.xml" TargetMode="External"',
        ),
      },
    ];
    for (const change of cases) {
      expect(await typeOf(await docxWith(change)), JSON.stringify(change)).toBeUndefined();
    }
  });

  it('a corrupt ZIP: cut short, or with a damaged entry', async () => {
    const real = await zipped(DOCX_PARTS);
    expect(await typeOf(real.subarray(0, real.length - 30))).toBeUndefined();
    expect(await typeOf(real.subarray(0, 200))).toBeUndefined();
    const damaged = Buffer.from(real);
    // Garble the deflated bytes of the first entry ([Content_Types].xml, after its header).
    damaged.fill(0xff, 60, 120);
    expect(await typeOf(damaged)).toBeUndefined();
  });

  it('a ZIP bomb: an index that inflates past its limit', async () => {
    // 16 MiB of spaces inside a valid start deflate to about 16 KiB.
    const start = DOCX_PARTS['[Content_Types].xml'];
    const bomb = Buffer.concat([
      Buffer.from(start.slice(0, -'</Types>'.length)),
      Buffer.alloc(16 * 1024 * 1024, 0x20),
      Buffer.from('</Types>'),
    ]);
    const data = await docxWith({ '[Content_Types].xml': bomb });
    expect(data.length).toBeLessThan(64 * 1024);
    const started = Date.now();
    expect(await typeOf(data)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('more entries or declared bytes than the limits', async () => {
    const real = await zipped(DOCX_PARTS);
    expect(await typeOf(real, { ...OOXML_LIMITS, maxEntries: 2 })).toBeUndefined();
    expect(await typeOf(real, { ...OOXML_LIMITS, maxDeclaredBytes: 100 })).toBeUndefined();
  });
});
