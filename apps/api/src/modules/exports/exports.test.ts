import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.js';
import { exportsSetup, parseCsv, riyadhIso } from './exports.fixtures.js';

const { t, admin, editor, clientA, clientB, mine, exportOf, csvOf, listed } = exportsSetup();

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
        '"Status","Priority","Assigned to","Department","Due date","Tags","Created","Last update",' +
        '"Service level","Promised by"',
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
      'مستوى الخدمة',
      'الموعد الموعود',
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
      riyadhIso(app.created_at),
      riyadhIso(app.updated_at),
      // A draft runs no clock.
      '',
      '',
    ]);
  });

  it('writes dates as ISO with Riyadh’s offset, the due date alone, tags joined', async () => {
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
      '\u2068tax\u2069, \u2068ضريبة\u2069',
    ]);
    expect(row[12]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/);
    // In Arabic the list reads from the right whatever its first tag is written in.
    const [, arRow] = await csvOf(
      `?format=csv&search=${encodeURIComponent('Building permit')}`,
      admin,
      'ar',
    );
    expect(arRow![11]).toBe('\u200F\u2068tax\u2069، \u2068ضريبة\u2069');
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
