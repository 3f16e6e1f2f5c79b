import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { IMPORT_READ_LIMITS, type TImport } from '@mutabaa/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { csvText, rawWorkbook, sheetXml, uploadImport, xlsxFile } from '../../test/imports.js';
import { inspectFile } from './inspect.js';
import { ReadAbortedError, ReadLimitError } from './read-budget.js';
import { importDir } from './run-deps.js';

const {
  t,
  sessions: [editor],
} = testCast(['editor']);

// exceljs's reader copied a worksheet stored before the shared strings to the OS temporary
// directory: each test gets its own, to see that nothing lands there.
let osTmp = '';
let savedTmp: string | undefined;
beforeEach(async () => {
  osTmp = await mkdtemp(path.join(tmpdir(), 'import-limits-'));
  savedTmp = process.env.TMPDIR;
  process.env.TMPDIR = osTmp;
});
afterEach(async () => {
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
  await rm(osTmp, { recursive: true, force: true });
});

/** Uploads `data`; the answer, how long it took, and what it left in the import directory. */
async function timedUpload(fileName: string, data: Buffer, lang = 'en') {
  // The directory is made by the first upload.
  const listing = () => readdir(importDir(t.config.dataDir)).catch(() => [] as string[]);
  const before = await listing();
  const started = performance.now();
  const response = await uploadImport(t.app, editor, fileName, data, lang);
  const seconds = (performance.now() - started) / 1000;
  const after = await listing();
  const left = after.filter((name) => !before.includes(name));
  return { response, seconds, left, osTmpLeft: await readdir(osTmp) };
}

/** `unit` repeated to about `bytes`. */
const repeated = (unit: string, bytes: number) =>
  Buffer.from(unit.repeat(Math.ceil(bytes / unit.length)));

const ROW = '<row r="2"><c r="A2" t="inlineStr"><is><t>x</t></is></c></row>';

describe('a workbook that inflates to far more than it looks', () => {
  it('refuses a sheet inflating past the size its headers declare, at once', async () => {
    // 60 MB of rows declared as 5,000 bytes: the whole was read before the size was looked at.
    const file = await rawWorkbook(sheetXml(repeated(ROW, 60_000_000)), { declaredSize: 5000 });
    expect(file.length).toBeLessThan(2_000_000);
    const { response, seconds, left, osTmpLeft } = await timedUpload('lying.xlsx', file);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: 'import_file_unreadable' });
    expect(seconds).toBeLessThan(3);
    expect(left).toEqual([]);
    expect(osTmpLeft).toEqual([]);
  });

  // A sheet past the rows limit is read up to it: longer than most tests.
  it('stops at the rows limit, empty rows counted, and says so', { timeout: 120_000 }, async () => {
    const rows = 10_000_000;
    const file = await rawWorkbook(sheetXml(repeated('<row/>', rows * 6)));
    const { response, seconds, left } = await timedUpload('rows.xlsx', file);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'import_file_too_complex',
      detail: expect.stringContaining(IMPORT_READ_LIMITS.rows.toLocaleString('en')),
    });
    expect(seconds).toBeLessThan(3);
    expect(left).toEqual([]);
    const arabic = await uploadImport(t.app, editor, 'rows.xlsx', file, 'ar');
    expect(arabic.json<{ detail: string }>().detail).toContain(
      IMPORT_READ_LIMITS.rows.toLocaleString('ar'),
    );
  });

  it('copies no sheet stored before the shared strings to the temporary directory', async () => {
    // A sheet that exceljs would have copied aside, then failed to parse: the copy stayed.
    const sheet = sheetXml(repeated(ROW, 2_000_000), '<<</sheetData></worksheet>');
    const file = await rawWorkbook(sheet, { sheetFirst: true });
    const { response, left, osTmpLeft } = await timedUpload('first.xlsx', file);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: 'import_file_unreadable' });
    expect(left).toEqual([]);
    expect(osTmpLeft).toEqual([]);
  });

  it('counts the bytes actually inflated, whatever the headers say', async () => {
    const file = path.join(osTmp, 'big.xlsx');
    await writeFile(file, await rawWorkbook(sheetXml(repeated(' ', 8_000_000))));
    const source = { path: file, format: 'xlsx' as const, fileName: 'big.xlsx' };
    const limits = { ...IMPORT_READ_LIMITS, inflatedBytes: 4_000_000 };
    await expect(inspectFile(source, { limits })).rejects.toEqual(new ReadLimitError('bytes'));
    expect((await inspectFile(source))[0]).toMatchObject({ name: 'Data', rowCount: 0 });
  });

  it('stops reading at once when its client has gone', async () => {
    const file = path.join(osTmp, 'rows.xlsx');
    await writeFile(file, await rawWorkbook(sheetXml(repeated(ROW, 60_000_000))));
    const source = { path: file, format: 'xlsx' as const, fileName: 'rows.xlsx' };
    let started = performance.now();
    await expect(inspectFile(source, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      ReadAbortedError,
    );
    expect(performance.now() - started).toBeLessThan(1000);
    // Stopped while it reads.
    started = performance.now();
    await expect(inspectFile(source, { signal: AbortSignal.timeout(300) })).rejects.toBeInstanceOf(
      ReadAbortedError,
    );
    expect(performance.now() - started).toBeLessThan(2000);
    // Its own deadline is a limit passed.
    await expect(inspectFile(source, { deadlineMs: 300 })).rejects.toEqual(
      new ReadLimitError('time'),
    );
    await expect(inspectFile(source, { workMs: 300 })).rejects.toEqual(new ReadLimitError('time'));
  });
});

describe('columns and cells of any length', () => {
  it('refuses a CSV with a 5 MB cell, and one with 300 named columns', async () => {
    const big = csvText([
      ['Title', 'Type'],
      ['x'.repeat(5_000_000), 'y'],
    ]);
    const cell = await timedUpload('cell.csv', Buffer.from(big));
    expect(cell.response.statusCode, cell.response.body).toBe(422);
    expect(cell.response.json()).toMatchObject({
      code: 'import_file_too_complex',
      detail: expect.stringContaining('32,767'),
    });
    expect(cell.left).toEqual([]);

    const header = Array.from({ length: 300 }, (_, i) => `Column ${i + 1}`);
    const wide = await timedUpload('wide.csv', Buffer.from(csvText([header, header])));
    expect(wide.response.statusCode, wide.response.body).toBe(422);
    expect(wide.response.json()).toMatchObject({
      code: 'import_too_many_columns',
      detail: expect.stringContaining('200'),
    });
    expect(wide.left).toEqual([]);
  });

  it('cuts long column names and first-row cells with an ellipsis', async () => {
    const name = 'عنوان '.repeat(100);
    const file = await xlsxFile({
      Data: [
        [name, 'Type'],
        ['x'.repeat(30_000), 'y'],
      ],
    });
    const { response } = await timedUpload('long.xlsx', file);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<TImport>();
    expect(body.columns[0]).toHaveLength(200);
    expect(body.columns[0]!.endsWith('…')).toBe(true);
    expect(body.sample_rows[0]![0]).toBe(`${'x'.repeat(199)}…`);
    expect(body.sample_rows[0]![1]).toBe('y');
    expect(response.body.length).toBeLessThan(10_000);
  });
});

describe('a CSV is text', () => {
  it('refuses a PDF named .csv and a text of one column (415)', async () => {
    // A small PDF: its header, then a compressed (binary) stream.
    const stream = deflateSync(Buffer.from('BT /F1 12 Tf 72 712 Td (Hello, world) Tj ET'));
    const pdf = Buffer.concat([
      Buffer.from(
        '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Length 44 /Filter /FlateDecode >>\n',
        'latin1',
      ),
      Buffer.from('stream\n'),
      stream,
      Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
    ]);
    for (const [name, data] of [
      ['report.csv', pdf],
      ['titles.csv', Buffer.from('Title\nFirst\nSecond\n')],
      ['titles.txt', Buffer.from('\uFEFFالعنوان\nالأول\n')],
    ] as const) {
      const { response, left } = await timedUpload(name, data);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toMatchObject({ code: 'import_file_type' });
      expect(left).toEqual([]);
    }
  });

  it('reads UTF-16 with its byte order mark, as Excel saves “Unicode text”', async () => {
    const text = '\uFEFFالعنوان\tالنوع\r\nطلب أول\tترخيص\r\nطلب ثان\tتصريح';
    const { response } = await timedUpload('unicode.txt', Buffer.from(text, 'utf16le'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TImport>()).toMatchObject({
      columns: ['العنوان', 'النوع'],
      sample_rows: [
        ['طلب أول', 'ترخيص'],
        ['طلب ثان', 'تصريح'],
      ],
      row_count: 2,
    });
  });
});
