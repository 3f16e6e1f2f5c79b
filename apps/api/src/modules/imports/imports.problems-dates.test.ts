import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/csv.js';
import { cellUnder, headersOf, setDateStyle, workbookOf } from '../../test/date-style.js';
import { csvText, xlsxFile, type Cells } from '../../test/imports.js';
import { importClients, importsSetup } from './imports.fixtures.js';

const { t, editor, otherEditor, upload, check } = importsSetup();

const HEADER: Cells = ['Title', 'Type', 'Priority', 'Client email', 'Due date'];

let clientEmail = '';
beforeAll(async () => {
  ({ clientEmail } = await importClients(t));
});

/** Rows that each have a problem (an unknown type), with due dates written three ways. */
const rows = (): Cells[] => [
  HEADER,
  ['Written', 'Spaceship', 'normal', clientEmail, '2026-03-20'], // 2
  ['Day first', 'Spaceship', 'normal', clientEmail, '28/11/2026'], // 3
  ['Not a day', 'Spaceship', 'normal', clientEmail, '31/02/2026'], // 4
  ['Excel date', 'Spaceship', 'normal', clientEmail, new Date('2026-11-28T00:00:00Z')], // 5
];

const problemsOf = (id: number, format: 'csv' | 'xlsx', session = editor, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/transactions/import/${id}/errors/?format=${format}`,
    headers: { ...session.auth, 'accept-language': lang },
  });

describe('the due dates of a problems file', () => {
  it('are date cells where they read as a day, and the text as written where not', async () => {
    const imported = await upload('dates.xlsx', await xlsxFile({ Sheet1: rows() }));
    expect((await check(imported)).error_rows).toBe(4);
    const response = await problemsOf(imported.id, 'xlsx');
    expect(response.statusCode, response.body).toBe(200);
    const sheet = (await workbookOf(response.rawPayload)).worksheets[0]!;
    expect(headersOf(sheet)).toEqual([...(HEADER as string[]), 'Problems']);
    const due = (n: number) => cellUnder(sheet, 'Due date', n);
    for (const [n, day] of [
      [2, '2026-03-20'],
      [3, '2026-11-28'],
      [5, '2026-11-28'],
    ] as const) {
      expect(due(n).type, `row ${n}`).toBe(ExcelJS.ValueType.Date);
      expect(due(n).numFmt).toBe('yyyy-mm-dd');
      expect(due(n).value).toEqual(new Date(`${day}T00:00:00.000Z`));
    }
    expect(due(4).value).toBe('31/02/2026');

    const csv = await problemsOf(imported.id, 'csv');
    const [header, ...lines] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    const at = header!.indexOf('Due date');
    expect(lines.map((l) => l[at])).toEqual([
      '2026-03-20',
      '2026-11-28',
      '31/02/2026',
      '2026-11-28',
    ]);
  });

  it('have their Hijri dates beside them for a Hijri reader, a column the wizard leaves aside', async () => {
    await setDateStyle(t, otherEditor, 'hijri', 'arab');
    const source = Buffer.from(csvText(rows()));
    const imported = await upload('dates.csv', source, otherEditor);
    await check(imported, {}, otherEditor);
    const response = await problemsOf(imported.id, 'xlsx', otherEditor, 'ar');
    const sheet = (await workbookOf(response.rawPayload)).worksheets[0]!;
    const headers = headersOf(sheet);
    expect(headers.slice(4, 6)).toEqual(['Due date', 'Due date (هجري)']);
    expect(cellUnder(sheet, 'Due date (هجري)', 2).value).toBe('١ شوال ١٤٤٧ هـ');
    expect(cellUnder(sheet, 'Due date (هجري)', 3).value).toBe('١٨ جمادى الآخرة ١٤٤٨ هـ');
    expect(cellUnder(sheet, 'Due date (هجري)', 4).value ?? '').toBe('');

    const csv = await problemsOf(imported.id, 'csv', otherEditor, 'ar');
    const [header, first] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(first![header!.indexOf('Due date (هجري)')]).toBe('١ شوال ١٤٤٧ هـ');

    // Corrected and uploaded again, the Hijri column maps to no field.
    const again = await upload('again.xlsx', response.rawPayload, otherEditor);
    expect(again.suggested_mapping).toMatchObject({
      'Due date': 'due_date',
      'Due date (هجري)': null,
    });
  });
});
