import type { TImport } from '@mutabaa/shared';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { csvText, getImport, uploadImport, xlsxFile, type Cells } from '../../test/imports.js';
import { importClients, importsSetup } from './imports.fixtures.js';

const { t, editor, api, upload, check, commit, countOfImport } = importsSetup();

let clientEmail = '';
let inactiveClientEmail = '';
beforeAll(async () => {
  ({ clientEmail, inactiveClientEmail } = await importClients(t));
});

describe('problems, by row and column, in the reader’s language', () => {
  let checked: TImport;
  const existing = `EXIST-${Date.now()}`;

  beforeAll(async () => {
    await api('POST', '/transactions/', editor, {
      title: 'Already here',
      transaction_type: 'permit',
      priority: 'normal',
      client: (await createUser(t.app, { role: 'client' })).id,
      external_reference_id: existing,
      department: 'Licensing',
    });
    const rows: Cells[] = [
      [
        'Title',
        'Type',
        'Priority',
        'Status',
        'Client email',
        'Assigned to',
        'Due date',
        'Department',
        'External reference',
      ],
      [
        'Good row',
        'permit',
        'normal',
        'draft',
        clientEmail,
        '',
        '2026-12-01',
        'licensing',
        'DUP-1',
      ], // 2
      ['', 'permit', 'normal', '', clientEmail, '', '', '', ''], // 3 title missing
      ['Bad type', 'Spaceship', 'normal', '', clientEmail, '', '', '', ''], // 4
      ['Bad priority', 'permit', 'whenever', '', clientEmail, '', '', '', ''], // 5
      ['Bad status', 'permit', 'normal', 'flying', clientEmail, '', '', '', ''], // 6
      ['Final status', 'permit', 'normal', 'Completed', clientEmail, '', '', '', ''], // 7
      ['No client', 'permit', 'normal', '', 'nobody@example.test', '', '', '', ''], // 8
      ['Inactive client', 'permit', 'normal', '', inactiveClientEmail, '', '', '', ''], // 9
      ['Client as assignee', 'permit', 'normal', '', clientEmail, clientEmail, '', '', ''], // 10
      ['Bad date', 'permit', 'normal', '', clientEmail, '', '31/02/2026', '', ''], // 11
      ['Unknown department', 'permit', 'normal', '', clientEmail, '', '', 'Space', ''], // 12
      ['x'.repeat(201), 'permit', 'normal', '', clientEmail, '', '', '', ''], // 13
      ['Duplicate in file', 'permit', 'normal', '', clientEmail, '', '', '', 'DUP-1'], // 14
      [
        'Duplicate in system',
        'permit',
        'normal',
        '',
        clientEmail,
        '',
        '',
        '',
        existing.toLowerCase(),
      ], // 15
    ];
    const uploaded = await upload('problems.xlsx', await xlsxFile({ Sheet1: rows }));
    checked = await check(uploaded);
  });

  const problem = (row: number, list = checked.errors) => list.filter((e) => e.row === row);

  it('reports each kind at its row and column', async () => {
    expect(checked).toMatchObject({ status: 'checked', valid_rows: 1, error_rows: 13 });
    expect(problem(2)).toEqual([]);
    const expectations: [number, string, string, RegExp][] = [
      [3, 'Title', 'title', /required/i],
      [4, 'Type', 'transaction_type', /“Spaceship” is not a known application type/],
      [5, 'Priority', 'priority', /not a known priority/],
      [6, 'Status', 'status', /not a known status/],
      [7, 'Status', 'status', /drafts or submitted/],
      [8, 'Client email', 'client_email', /No active client/],
      [9, 'Client email', 'client_email', /No active client/],
      [10, 'Assigned to', 'assigned_to', /editor or administrator/],
      [11, 'Due date', 'due_date', /not a date/],
      [12, 'Department', 'department', /not a department in use/],
      [13, 'Title', 'title', /too long/],
      [14, 'External reference', 'external_reference_id', /also on row 2/],
      [15, 'External reference', 'external_reference_id', /already belongs to application APP-/],
    ];
    for (const [row, column, field, message] of expectations) {
      const found = problem(row);
      expect(found, `row ${row}`).toHaveLength(1);
      expect(found[0]).toMatchObject({ column, field });
      expect(found[0]!.message).toMatch(message);
    }
    expect(checked.error_count).toBe(13);
  });

  it('says the same in Arabic', async () => {
    const arabic = await getImport(t.app, editor, checked.id, 'ar');
    expect(arabic.errors).toHaveLength(checked.errors.length);
    arabic.errors.forEach((error, i) => {
      expect(error.row).toBe(checked.errors[i]!.row);
      expect(error.message).toMatch(/[\u0621-\u064A]{3}/);
      expect(error.message).not.toBe(checked.errors[i]!.message);
    });
    expect(problem(4, arabic.errors)[0]!.message).toBe('«Spaceship» ليس نوع طلب معروفًا.');
    expect(problem(8, arabic.errors)[0]!.message).toContain('لا يوجد عميل نشط');
    expect(problem(3, arabic.errors)[0]!.message).toBe('هذا الحقل مطلوب.');
  });

  it('imports nothing while one row has a problem', async () => {
    const refused = await api('POST', `/transactions/import/${checked.id}/commit/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'import_has_errors' });
    expect(refused.json<{ detail: string }>().detail).toContain('13');
    expect(await countOfImport(checked.id)).toBe(0);
  });

  it('gives the problem rows as the original sheet with their messages', async () => {
    const response = await api('GET', `/transactions/import/${checked.id}/errors/?format=xlsx`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((row) =>
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
    );
    expect(rows[0]).toEqual([...checked.columns, 'Problems']);
    const all = (
      await Promise.all([1, 2].map((page) => getImport(t.app, editor, checked.id, 'en', page)))
    ).flatMap((p) => p.errors);
    const rowsWithProblems = [...new Set(all.map((e) => e.row))];
    expect(rows.length - 1).toBe(rowsWithProblems.length);
    // Same order, same first cell, each message there.
    expect(rows.slice(1).map((r) => r[1])).toEqual([
      'permit',
      'Spaceship',
      'permit',
      'permit',
      'permit',
      'permit',
      'permit',
      'permit',
      'permit',
      'permit',
      'permit',
      'permit',
      'permit',
    ]);
    // Each message there, with the file's values and headers isolated (U+2068 … U+2069).
    for (const error of all) {
      const line = rows.slice(1)[rowsWithProblems.indexOf(error.row)]!;
      expect(line.at(-1)!.replace(/[\u2068\u2069]/g, '')).toContain(error.message);
    }
    expect(rows[2]!.at(-1)).toContain(
      '\u2068Type\u2069: “\u2068Spaceship\u2069” is not a known application type.',
    );

    const csv = await api('GET', `/transactions/import/${checked.id}/errors/?format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(rows.length);
  });
});

describe('refusals that change nothing', () => {
  it('refuses what is not a spreadsheet, an empty file and a bad mapping', async () => {
    const pdf = await uploadImport(t.app, editor, 'x.csv', Buffer.from('%PDF-1.4\n\0\0binary'));
    expect(pdf.statusCode).toBe(415);
    const png = await uploadImport(t.app, editor, 'x.png', Buffer.from('Title\nx'));
    expect(png.statusCode).toBe(415);
    const empty = await uploadImport(t.app, editor, 'empty.csv', Buffer.from('Title,Type\n'));
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ code: 'import_file_empty' });
    // A workbook whose sheet is not well-formed XML: refused with a whole sentence, in both
    // languages, and nothing kept.
    const zip = await JSZip.loadAsync(await xlsxFile({ Sheet1: [['Title'], ['A']] }));
    zip.file('xl/worksheets/sheet1.xml', '<worksheet><sheetData><row r="1"><c><v>1</c></row>');
    const damaged = await zip.generateAsync({ type: 'nodebuffer' });
    for (const [lang, text] of [
      ['en', /cannot be read: it is damaged or not a workbook/],
      ['ar', /تعذّرت قراءة الملف: إمّا أنه تالف/],
    ] as const) {
      const refused = await uploadImport(t.app, editor, 'damaged.xlsx', damaged, lang);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'import_file_unreadable', detail: text });
      expect(refused.json().detail).not.toContain('{');
    }

    const uploaded = await upload(
      'map.csv',
      Buffer.from(
        csvText([
          ['Title', 'Name'],
          ['A', 'B'],
        ]),
      ),
    );
    const cases: [object, RegExp][] = [
      [{ mapping: { Nope: 'title' } }, /no column named “Nope”/],
      [{ mapping: { Title: 'title', Name: 'title' } }, /chosen for more than one column/],
      [{ mapping: { Title: null, Name: null } }, /at least one column/],
      [{ mapping: { Title: 'title' }, sheet: 'Other' }, /no sheet named/],
      [{ mapping: { Title: 'title' }, options: { default_type: 'spaceship' } }, /active options/],
      [{ mapping: { Title: 'colour' } }, /./],
    ];
    for (const [body, message] of cases) {
      const response = await api(
        'POST',
        `/transactions/import/${uploaded.id}/check/`,
        editor,
        body,
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(response.json()), JSON.stringify(body)).toMatch(message);
    }
    expect((await getImport(t.app, editor, uploaded.id)).status).toBe('uploaded');
    const early = await api('POST', `/transactions/import/${uploaded.id}/commit/`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'import_not_checked' });
  });

  it('writes nothing when a row stops passing between the check and the commit', async () => {
    const temporary = await createUser(t.app, { role: 'client' });
    const uploaded = await upload(
      'changed.csv',
      Buffer.from(
        csvText([
          ['Title', 'Type', 'Priority', 'Client email'],
          ['Still fine', 'permit', 'low', clientEmail],
          ['Client leaves', 'permit', 'low', temporary.email],
        ]),
      ),
    );
    expect((await check(uploaded)).error_rows).toBe(0);
    await t.app.db.execute(sql`update users set is_active = false where id = ${temporary.id}`);
    const after = await commit(uploaded.id);
    expect(after).toMatchObject({ status: 'checked', error_rows: 1, created: 0 });
    expect(after.failure).toMatch(/no longer pass/);
    expect(after.errors[0]).toMatchObject({ row: 3, field: 'client_email' });
    expect(await countOfImport(uploaded.id)).toBe(0);
  });

  it('cancels a waiting import, which then cannot be committed', async () => {
    const uploaded = await upload(
      'cancel.csv',
      Buffer.from(
        csvText([
          ['Title', 'Type', 'Priority', 'Client email'],
          ['A', 'permit', 'low', clientEmail],
        ]),
      ),
    );
    await check(uploaded);
    const cancelled = await api('POST', `/transactions/import/${uploaded.id}/cancel/`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const refused = await api('POST', `/transactions/import/${uploaded.id}/commit/`);
    expect(refused.statusCode).toBe(409);
    expect(await countOfImport(uploaded.id)).toBe(0);
  });
});
