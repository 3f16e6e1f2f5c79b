import { readdir } from 'node:fs/promises';
import {
  IMPORT_MAX_BYTES,
  type TApplication,
  type TImport,
  type TImportSummary,
} from '@mutabaa/shared';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { createUser } from '../../test/factories.js';
import type { Actor } from '../../lib/actor.js';
import { ReportsService } from '../reports/reports.service.js';
import { removeExpiredImportFiles } from './files.js';
import { importDir } from './run-deps.js';
import {
  csvText,
  getImport,
  uploadImport,
  waitForImport,
  windows1256,
  xlsxFile,
  type Cells,
} from '../../test/imports.js';

const {
  t,
  sessions: [editor, otherEditor, client, admin],
} = testCast(['editor', 'editor', 'client', 'admin']);

let clientEmail = '';
let inactiveClientEmail = '';

beforeAll(async () => {
  clientEmail = (await createUser(t.app, { role: 'client', fullName: 'سارة العتيبي' })).email;
  inactiveClientEmail = (await createUser(t.app, { role: 'client', isActive: false })).email;
});

const api = (method: 'GET' | 'POST', url: string, session = editor, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...session.auth, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });

async function upload(fileName: string, data: Buffer, session = editor): Promise<TImport> {
  const response = await uploadImport(t.app, session, fileName, data);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TImport>();
}

/** Checks with the suggested mapping (and `options`) and waits for the outcome. */
async function check(imported: TImport, options: object = {}, session = editor) {
  const response = await api('POST', `/transactions/import/${imported.id}/check/`, session, {
    mapping: imported.suggested_mapping,
    options,
  });
  expect(response.statusCode, response.body).toBe(202);
  return waitForImport(t.app, session, imported.id, ['checked', 'failed']);
}

async function commit(id: number, session = editor) {
  const response = await api('POST', `/transactions/import/${id}/commit/`, session);
  expect(response.statusCode, response.body).toBe(202);
  return waitForImport(t.app, session, id, ['completed', 'failed', 'checked', 'cancelled']);
}

async function importedApplications(id: number, session = editor): Promise<TApplication[]> {
  const response = await api('GET', `/transactions/?import=${id}&page_size=100`, session);
  expect(response.statusCode).toBe(200);
  return response.json<{ results: TApplication[] }>().results;
}

async function countOfImport(id: number): Promise<number> {
  const result = (await t.app.db.execute(
    sql`select count(*)::int as n from applications where import_id = ${id}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

const AR_HEADER: Cells = [
  'العنوان',
  'نوع الطلب',
  'الأولوية',
  'البريد الإلكتروني للعميل',
  'تاريخ الاستحقاق',
  'الوسوم',
  'المرجع الخارجي',
  'القسم',
];

describe('a file with Arabic headers, from upload to the created applications', () => {
  it('maps by header, checks every row and creates each application once', async () => {
    const reference = `AR-${Date.now()}`;
    const data = await xlsxFile({
      ملاحظات: [['لا شيء هنا']],
      الطلبات: [
        AR_HEADER,
        [
          'تجديد ترخيص المحل',
          'ترخيص',
          'عاجلة',
          clientEmail.toUpperCase(),
          '٣١/١٢/٢٠٢٦',
          'تجديد، عاجل',
          `${reference}-1`,
          '',
        ],
        [
          'طلب شهادة',
          'شهادة',
          'عادية',
          clientEmail,
          new Date(Date.UTC(2027, 0, 15)),
          '',
          `${reference}-2`,
          '',
        ],
        [],
        ['=SUM(A1:A2)', 'LICENSE', 'Low', clientEmail, '2027-02-01', '', `${reference}-3`, ''],
      ],
    });
    const uploaded = await upload('طلبات-نوفمبر.xlsx', data);
    expect(uploaded.status).toBe('uploaded');
    expect(uploaded.sheets.map((s) => [s.name, s.row_count])).toEqual([
      ['ملاحظات', 0],
      ['الطلبات', 3],
    ]);
    expect(uploaded.sheet).toBe('الطلبات');
    expect(uploaded.row_count).toBe(3);
    expect(uploaded.columns).toEqual(AR_HEADER);
    expect(uploaded.sample_rows[0]![0]).toBe('تجديد ترخيص المحل');
    expect(uploaded.suggested_mapping).toEqual({
      العنوان: 'title',
      'نوع الطلب': 'transaction_type',
      الأولوية: 'priority',
      'البريد الإلكتروني للعميل': 'client_email',
      'تاريخ الاستحقاق': 'due_date',
      الوسوم: 'tags',
      'المرجع الخارجي': 'external_reference_id',
      القسم: 'department',
    });
    expect(uploaded.already_imported).toBeNull();

    const checked = await check(uploaded, { status: 'submitted' });
    expect(checked).toMatchObject({ status: 'checked', valid_rows: 3, error_rows: 0 });
    expect(checked.errors).toEqual([]);

    const done = await commit(uploaded.id);
    expect(done).toMatchObject({ status: 'completed', created: 3 });
    const created = await importedApplications(uploaded.id);
    expect(created).toHaveLength(3);
    const byRef = new Map(created.map((a) => [a.external_reference_id, a]));
    expect(byRef.get(`${reference}-1`)).toMatchObject({
      title: 'تجديد ترخيص المحل',
      transaction_type: 'license',
      priority: 'urgent',
      status: 'submitted',
      due_date: '2026-12-31',
      tags: ['تجديد', 'عاجل'],
      client_email: clientEmail,
      client: expect.objectContaining({ email: clientEmail }),
      created_by: expect.objectContaining({ id: editor.user.id }),
    });
    expect(byRef.get(`${reference}-2`)).toMatchObject({
      transaction_type: 'certificate',
      priority: 'normal',
      due_date: '2027-01-15',
    });
    // A formula-looking cell is text, never evaluated.
    expect(byRef.get(`${reference}-3`)).toMatchObject({
      title: '=SUM(A1:A2)',
      transaction_type: 'license',
      priority: 'low',
    });

    // The counters the dashboards read count the imported rows (one trigger per statement).
    const counted = (await t.app.db.execute(sql`
      select (select coalesce(sum(count), 0)::int from application_counters where scope = 'all') as kept,
             (select count(*)::int from applications where deleted_at is null) as live,
             (select coalesce(sum(count), 0)::int from application_counters
               where scope = 'creator' and owner_id = ${editor.user.id}) as creator,
             (select count(*)::int from applications where deleted_at is null
               and created_by_id = ${editor.user.id}
               and assigned_to_id is distinct from created_by_id) as created`)) as unknown as {
      rows: { kept: number; live: number; creator: number; created: number }[];
    };
    const { kept, live, creator, created: byEditor } = counted.rows[0]!;
    expect(Number(kept)).toBe(Number(live));
    expect(Number(creator)).toBe(Number(byEditor));

    // The reports' aggregates, left to the end of the commit, hold the imported rows once: the
    // same report from them as from the applications, everyone's and the editor's.
    const reportsService = new ReportsService({ db: t.app.db });
    const now = new Date();
    for (const [query, session] of [
      [{}, admin],
      [{}, editor],
    ] as const) {
      const actor = { user: session.user, ip: '127.0.0.1' } as Actor;
      const fast = await reportsService.summary(query, actor, now, 'auto');
      expect(fast).toEqual(await reportsService.summary(query, actor, now, 'scan'));
      expect(fast.totals.created).toBeGreaterThan(0);
    }

    // Exported, it stays text: a spreadsheet would not run it.
    const exported = await api('GET', `/transactions/export/?format=csv&import=${uploaded.id}`);
    expect(exported.body).toContain(`"'=SUM(A1:A2)"`);
    expect(exported.body).not.toMatch(/(^|,)"=SUM/m);

    // The editor sees them as their creator; the search finds them by client name.
    const search = await api(
      'GET',
      `/transactions/?search=${encodeURIComponent('سارة')}&import=${uploaded.id}`,
    );
    expect(search.json<{ count: number }>().count).toBe(3);
    const history = await api('GET', `/transactions/${created[0]!.id}/history/`);
    expect(history.json<{ kind: string }[]>().map((h) => h.kind)).toEqual(['created']);

    // One audit entry and one notification for the lot.
    const audit = await api(
      'GET',
      `/audit-logs/?action=application.imported&entity_id=${uploaded.id}`,
      admin,
    );
    const entries = audit.json<{ results: { changes: Record<string, unknown> }[] }>().results;
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0]!.changes)).toContain('طلبات-نوفمبر.xlsx');
    const inbox = await api('GET', '/notifications/notifications/?page_size=5');
    type Note = { type: string; message: string };
    const body = inbox.json<Note[] | { results: Note[] }>();
    const reports = (Array.isArray(body) ? body : body.results).filter((n) => n.type === 'report');
    expect(reports).toHaveLength(1);
    expect(reports[0]!.message).toContain('3');

    // The same bytes again: flagged as imported already.
    const again = await upload('copy.xlsx', data);
    expect(again.already_imported).toBe(uploaded.id);
    const list = await api('GET', '/transactions/import/');
    const summaries = list.json<{ results: TImportSummary[] }>().results;
    expect(summaries[0]!.id).toBe(again.id);
    expect(summaries.find((s) => s.id === uploaded.id)).toMatchObject({ created: 3 });
  });

  it('reads a Windows-1256 CSV with semicolons as Excel saves it', async () => {
    const reference = `CP-${Date.now()}`;
    const text = csvText(
      [
        ['العنوان', 'النوع', 'الأولوية', 'البريد الإلكتروني', 'المرجع الخارجي'],
        ['إصدار تصريح بناء', 'تصريح', 'عالية', clientEmail, reference],
      ],
      ';',
    );
    const uploaded = await upload('export.csv', windows1256(text));
    expect(uploaded.columns[0]).toBe('العنوان');
    expect(uploaded.sample_rows[0]![0]).toBe('إصدار تصريح بناء');
    expect(uploaded.suggested_mapping['البريد الإلكتروني']).toBe('client_email');
    const checked = await check(uploaded);
    expect(checked.errors).toEqual([]);
    await commit(uploaded.id);
    const [created] = await importedApplications(uploaded.id);
    expect(created).toMatchObject({
      title: 'إصدار تصريح بناء',
      transaction_type: 'permit',
      priority: 'high',
      status: 'draft',
    });
  });

  it('reads UTF-8 with a byte order mark and tabs', async () => {
    const text = `\uFEFF${csvText(
      [
        ['Title', 'Type', 'Priority', 'Client email'],
        ['Tabbed', 'Permit', 'Low', clientEmail],
      ],
      '\t',
    )}`;
    const uploaded = await upload('tabbed.csv', Buffer.from(text));
    expect(uploaded.columns).toEqual(['Title', 'Type', 'Priority', 'Client email']);
    const checked = await check(uploaded);
    expect(checked).toMatchObject({ valid_rows: 1, error_rows: 0 });
  });
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
    for (const error of all) {
      const line = rows.slice(1)[rowsWithProblems.indexOf(error.row)]!;
      expect(line.at(-1)).toContain(error.message);
    }

    const csv = await api('GET', `/transactions/import/${checked.id}/errors/?format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(rows.length);
  });
});

describe('access', () => {
  it('refuses clients (403) and hides other users’ imports (404)', async () => {
    const uploaded = await upload('mine.csv', Buffer.from('Title,Type\r\nOne,'));
    for (const [method, url] of [
      ['GET', '/transactions/import/'],
      ['GET', '/transactions/import/template/'],
      ['GET', `/transactions/import/${uploaded.id}/`],
      ['POST', `/transactions/import/${uploaded.id}/commit/`],
      ['POST', `/transactions/import/${uploaded.id}/cancel/`],
    ] as const) {
      expect((await api(method, url, client)).statusCode, url).toBe(403);
      const other = await api(method, url, otherEditor);
      if (url.includes(String(uploaded.id))) expect(other.statusCode, url).toBe(404);
    }
    expect((await uploadImport(t.app, client, 'x.csv', Buffer.from('Title\nx'))).statusCode).toBe(
      403,
    );
    const list = await api('GET', '/transactions/import/', otherEditor);
    expect(list.json<{ results: { id: number }[] }>().results.map((r) => r.id)).not.toContain(
      uploaded.id,
    );
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

describe('uploaded files', () => {
  it('refuses a file over 50 MB with 413 and keeps nothing of it', async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a');
    const response = await uploadImport(t.app, editor, 'big.csv', big);
    expect(response.statusCode).toBe(413);
    expect(response.json<{ detail: string }>().detail).toContain('50');
    expect(await readdir(importDir(t.config.dataDir))).not.toContainEqual(
      expect.stringMatching(/\.tmp$/),
    );
  });

  it('removes a file after seven days; its import then asks for it again', async () => {
    const uploaded = await upload('old.csv', Buffer.from('Title,Type\r\nOld,'));
    const before = await readdir(importDir(t.config.dataDir));
    await t.app.db.execute(
      sql`update imports set created_at = now() - interval '8 days' where id = ${uploaded.id}`,
    );
    expect(await removeExpiredImportFiles(t.app.db, t.config.dataDir)).toBeGreaterThanOrEqual(1);
    const after = await readdir(importDir(t.config.dataDir));
    expect(after.length).toBeLessThan(before.length);
    const response = await api('POST', `/transactions/import/${uploaded.id}/check/`, editor, {
      mapping: { Title: 'title' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ detail: string }>().detail).toMatch(/removed after 7 days/);
  });
});

describe('the template', () => {
  it('is an Excel file with headers in the caller’s language and drop-down lists', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/transactions/import/template/?format=xlsx',
      headers: { ...editor.auth, 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header).toContain('العنوان *');
    expect(header).toContain('البريد الإلكتروني للعميل *');
    const typeColumn = header.indexOf('النوع *') + 1;
    expect(typeColumn).toBeGreaterThan(0);
    const validation = sheet.getCell(2, typeColumn).dataValidation;
    expect(validation.type).toBe('list');
    const lists = workbook.worksheets[1]!;
    const listValues = lists.getColumn(1).values as string[];
    expect(listValues).toContain('ترخيص');

    // Its own headers map back to the fields.
    const roundTrip = await upload('template.xlsx', response.rawPayload);
    expect(Object.values(roundTrip.suggested_mapping).filter(Boolean)).toHaveLength(header.length);

    const csv = await api('GET', '/transactions/import/template/?format=csv');
    expect(csv.body.startsWith('\uFEFF"Title *"')).toBe(true);
  });
});
