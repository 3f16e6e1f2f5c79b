import type { TApplication } from '@mutabaa/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLogs } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAs, type Session } from '../../test/factories.js';
import { ExportsService } from './exports.service.js';

let t: TestApp;
let admin: Session;
let editor: Session;
let clientA: Session;
let clientB: Session;
const mine: TApplication[] = [];

const TITLES = [
  'تجديد رخصة تجارية',
  'Building permit, phase "2"',
  '=HYPERLINK("http://evil.test","x")',
  'Certificate of origin',
  '+SUM(A1:A2)',
  'شهادة عدم ممانعة',
  '-5 items',
  '@cmd',
  'x;=1+1',
  'a,-2+3',
];

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, clientA, clientB] = await Promise.all([
    signInAs(t.app, 'admin'),
    signInAs(t.app, 'editor', { fullName: 'Omar Editor' }),
    signInAs(t.app, 'client', { fullName: 'خالد العتيبي' }),
    signInAs(t.app, 'client', { fullName: 'Emma Clarke' }),
  ]);
  for (const [i, title] of TITLES.entries()) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/',
      headers: admin.auth,
      payload: {
        title,
        transaction_type: i % 2 ? 'permit' : 'license',
        priority: i % 3 ? 'high' : 'urgent',
        client: (i % 2 ? clientB : clientA).user.id,
        assigned_to: i < 3 ? editor.user.id : null,
        department: i % 2 ? 'Finance' : 'المالية',
        due_date: i % 3 ? `2026-0${(i % 4) + 1}-15` : null,
        tags: i % 2 ? ['tax', 'ضريبة'] : [],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    mine.push(response.json<TApplication>());
  }
  // Ties on the ordering column across batch boundaries: the id must break them.
  const tied = new Date('2026-03-01T10:00:00.123Z');
  await t.app.db
    .update(applications)
    .set({ updatedAt: tied })
    .where(
      inArray(
        applications.id,
        mine.slice(2, 6).map((a) => a.id),
      ),
    );
});
afterAll(async () => {
  await t?.close();
});

/** RFC 4180 records (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return records;
}

const exportOf = (query: string, session: Session | null, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/transactions/export/${query}`,
    headers: { ...(session?.auth ?? {}), 'accept-language': lang },
  });

const csvOf = async (query: string, session: Session, lang = 'en') => {
  const response = await exportOf(query, session, lang);
  expect(response.statusCode, response.body).toBe(200);
  return parseCsv(response.body.replace(/^\uFEFF/, ''));
};

const listed = async (query: string, session: Session) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/transactions/${query}`,
    headers: session.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: TApplication[] }>().results;
};

describe('GET /transactions/export/ as CSV', () => {
  it('refuses anonymous callers with 401', async () => {
    const response = await exportOf('?format=csv', null);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
  });

  it('is UTF-8 with a BOM, CRLF, an English header row and an attachment name', async () => {
    const response = await exportOf('?format=csv', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"; /);
    expect(disposition).toContain("filename*=UTF-8''applications-");
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.split('\r\n')[0]).toBe(
      '\uFEFF"Reference number","Application ID","Title","Client","Client e-mail","Type",' +
        '"Status","Priority","Assigned to","Department","Due date","Tags","Created","Last update"',
    );
  });

  it('speaks Arabic for ar: headers, labels, names and titles intact', async () => {
    const response = await exportOf('?format=csv&ordering=created_at', admin, 'ar');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('الطلبات-')}`);
    const [header, first] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'الرقم المرجعي',
      'معرّف الطلب',
      'العنوان',
      'العميل',
      'البريد الإلكتروني للعميل',
      'النوع',
      'الحالة',
      'الأولوية',
      'مُسنَد إلى',
      'القسم',
      'تاريخ الاستحقاق',
      'الوسوم',
      'تاريخ الإنشاء',
      'آخر تحديث',
    ]);
    const app = mine[0]!;
    expect(first).toEqual([
      app.reference_number,
      app.transaction_id,
      'تجديد رخصة تجارية',
      'خالد العتيبي',
      clientA.user.email,
      'ترخيص',
      'مسودة',
      'عاجلة',
      'Omar Editor',
      'المالية',
      '',
      '',
      app.created_at,
      app.updated_at,
    ]);
  });

  it('writes dates as ISO, the due date alone, tags joined', async () => {
    const rows = await csvOf(`?format=csv&search=${encodeURIComponent('Building permit')}`, admin);
    expect(rows).toHaveLength(2);
    const row = rows[1]!;
    expect(row.slice(2, 4)).toEqual(['Building permit, phase "2"', 'Emma Clarke']);
    expect(row.slice(5, 12)).toEqual([
      'Permit',
      'Draft',
      'High',
      'Omar Editor',
      'Finance',
      '2026-02-15',
      'tax, ضريبة',
    ]);
    expect(row[12]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const rows = await csvOf('?format=csv&ordering=created_at', admin);
    const titles = rows.slice(1).map((r) => r[2]);
    expect(titles).toContain('\'=HYPERLINK("http://evil.test","x")');
    expect(titles).toContain("'+SUM(A1:A2)");
    expect(titles).toContain("'-5 items");
    expect(titles).toContain("'@cmd");
    expect(titles).toContain('تجديد رخصة تجارية');
  });

  it('quotes every field and neutralises formulas after a separator inside a cell', async () => {
    const response = await exportOf('?format=csv&ordering=created_at', admin);
    // Every field of every record is quoted: nothing but quoted fields, commas and CRLFs.
    const field = '"(?:[^"]|"")*"';
    expect(response.body.replace(/^\uFEFF/, '')).toMatch(
      new RegExp(`^(?:${field}(?:,${field})*\\r\\n)+$`),
    );
    const titles = parseCsv(response.body.replace(/^\uFEFF/, ''))
      .slice(1)
      .map((r) => r[2]);
    expect(titles).toContain("x;'=1+1");
    expect(titles).toContain("a,'-2+3");
    expect(response.body).toContain(`,"x;'=1+1",`);
    expect(response.body).toContain(`,"a,'-2+3",`);
  });

  it('holds exactly the rows of the list, in its order, for the same filters', async () => {
    const queries = [
      '',
      '?ordering=title',
      '?ordering=-due_date',
      '?ordering=due_date',
      '?priority=high&ordering=created_at',
      '?transaction_type=permit&tags=tax',
      `?search=${encodeURIComponent('شهادة')}`,
      `?assigned_to=${editor.user.id}`,
      '?due_date_after=2026-02-01&due_date_before=2026-03-31',
    ];
    for (const query of queries) {
      const expected = (await listed(`${query || '?'}&page_size=100`, admin)).map(
        (a) => a.reference_number,
      );
      const rows = await csvOf(`${query || '?'}&format=csv`, admin);
      expect(
        rows.slice(1).map((r) => r[0]),
        query,
      ).toEqual(expected);
    }
  });

  it('keeps to the caller’s scope: a client never sees another client’s rows', async () => {
    for (const [session, other] of [
      [clientA, clientB],
      [clientB, clientA],
    ] as const) {
      const rows = (await csvOf('?format=csv', session)).slice(1);
      const own = mine.filter((a) => a.client?.id === session.user.id);
      expect(rows.map((r) => r[0]).sort()).toEqual(own.map((a) => a.reference_number).sort());
      expect(rows.some((r) => r[4] === other.user.email)).toBe(false);
      // A filter naming the other client widens nothing.
      expect(await csvOf(`?format=csv&client=${other.user.id}`, session)).toHaveLength(1);
    }
  });

  it('gives an editor only what they created or are assigned', async () => {
    const rows = (await csvOf('?format=csv', editor)).slice(1);
    expect(rows.map((r) => r[0]).sort()).toEqual(
      mine
        .slice(0, 3)
        .map((a) => a.reference_number)
        .sort(),
    );
  });

  it('answers 422 for malformed filters and an unknown format', async () => {
    for (const query of [
      '?format=pdf',
      '?format=csv&created_at_after=yesterday',
      '?format=csv&assigned_to=abc',
      '?format=csv&ordering=password',
    ]) {
      const response = await exportOf(query, admin);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().code).toBe('validation_error');
    }
  });

  it('records who exported what, with the row count, in the audit log', async () => {
    await csvOf('?format=csv&priority=urgent', clientA);
    const [entry] = await t.app.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'application.exported'), eq(auditLogs.actorId, clientA.user.id)),
      )
      .orderBy(desc(auditLogs.id))
      .limit(1);
    const urgent = mine.filter((a) => a.client?.id === clientA.user.id && a.priority === 'urgent');
    expect(entry?.changes).toMatchObject({
      format: 'csv',
      filters: { priority: 'urgent', ordering: '-updated_at' },
      row_count: urgent.length,
      complete: true,
    });
  });
});

describe('batches', () => {
  it('read by key give every row once, in the list’s order, whatever the ordering', async () => {
    const service = new ExportsService({ db: t.app.db, batchSize: 2 });
    for (const ordering of [
      '-updated_at',
      'updated_at',
      'due_date',
      '-due_date',
      'title',
    ] as const) {
      const file = await service.applications(
        { format: 'csv', ordering },
        { user: admin.user, ip: '127.0.0.1' },
        'en',
      );
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      const rows = parseCsv(
        Buffer.concat(chunks)
          .toString('utf8')
          .replace(/^\uFEFF/, ''),
      );
      const expected = (await listed(`?ordering=${ordering}&page_size=100`, admin)).map(
        (a) => a.reference_number,
      );
      expect(
        rows.slice(1).map((r) => r[0]),
        ordering,
      ).toEqual(expected);
    }
  });
});

describe('a reader that leaves half-way', () => {
  it('stops the reading and is audited as incomplete', async () => {
    const service = new ExportsService({ db: t.app.db, batchSize: 2 });
    const file = await service.applications(
      { format: 'csv', ordering: '-updated_at' },
      { user: editor.user, ip: '127.0.0.1' },
      'en',
    );
    const reader = file.body[Symbol.asyncIterator]();
    await reader.next(); // the header row
    await reader.next(); // the first batch
    file.body.destroy();
    await new Promise((resolve) => file.body.once('close', resolve));
    await expect
      .poll(async () => {
        const [entry] = await t.app.db
          .select()
          .from(auditLogs)
          .where(
            and(
              eq(auditLogs.action, 'application.exported'),
              eq(auditLogs.actorId, editor.user.id),
            ),
          )
          .orderBy(desc(auditLogs.id))
          .limit(1);
        return entry?.changes;
      })
      .toMatchObject({ complete: false });
    const [entry] = await t.app.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'application.exported'), eq(auditLogs.actorId, editor.user.id)),
      )
      .orderBy(desc(auditLogs.id))
      .limit(1);
    // Rows written to the stream by then (it reads a little ahead of the reader).
    expect((entry!.changes as { row_count: number }).row_count).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /transactions/export/ as XLSX', () => {
  const workbookOf = async (lang: string, session: Session = admin) => {
    const response = await exportOf('?format=xlsx&ordering=created_at', session, lang);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(String(response.headers['content-disposition'])).toMatch(
      /filename="applications-.*\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return workbook.worksheets[0]!;
  };

  it('parses back: bold frozen header, every row, right to left in Arabic', async () => {
    const sheet = await workbookOf('ar');
    expect(sheet.name).toBe('الطلبات');
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(1).value).toBe('الرقم المرجعي');
    expect(sheet.getRow(1).font?.bold ?? sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(1 + mine.length);
    expect(sheet.getRow(2).getCell(3).value).toBe('تجديد رخصة تجارية');
    expect(sheet.getRow(2).getCell(7).value).toBe('مسودة');
  });

  it('is left to right in English and keeps to the client’s scope', async () => {
    const sheet = await workbookOf('en', clientB);
    expect(sheet.views[0]?.rightToLeft ?? false).toBe(false);
    expect(sheet.getRow(1).getCell(14).value).toBe('Last update');
    const refs: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) refs.push(String(row.getCell(1).value));
    });
    expect(refs.sort()).toEqual(
      mine
        .filter((a) => a.client?.id === clientB.user.id)
        .map((a) => a.reference_number)
        .sort(),
    );
  });
});
