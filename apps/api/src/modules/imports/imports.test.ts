import { readdir } from 'node:fs/promises';
import { IMPORT_MAX_BYTES, type TImportSummary } from '@mutabaa/shared';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/actor.js';
import { ReportsService } from '../reports/reports.service.js';
import { removeExpiredImportFiles } from './files.js';
import { importDir } from './run-deps.js';
import { csvText, uploadImport, windows1256, xlsxFile } from '../../test/imports.js';
import { importClients, importsSetup } from './imports.fixtures.js';

const {
  t,
  editor,
  otherEditor,
  client,
  admin,
  api,
  upload,
  check,
  commit,
  importedApplications,
  AR_HEADER,
} = importsSetup();

let clientEmail = '';
beforeAll(async () => {
  ({ clientEmail } = await importClients(t));
});

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
