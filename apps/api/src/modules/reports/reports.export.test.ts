import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { setDateStyle, workbookOf } from '../../test/date-style.js';
import { reportsSetup } from './reports.fixtures.js';

const { t, admin, client, DEPARTMENT, MARCH, FILTER, summary } = reportsSetup();

describe('GET /api/reports/export/', () => {
  /** Each sheet's rows as arrays of cell values, header first. */
  async function sheets(lang: 'ar' | 'en', query: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/reports/export/?format=xlsx&${query}`,
      headers: { ...admin.auth, 'accept-language': lang },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="mutabaa-report-2021-03-01-2021-03-31.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return workbook.worksheets.map((ws) => ({
      name: ws.name,
      rtl: ws.views[0]?.rightToLeft ?? false,
      rows: ws
        .getSheetValues()
        .filter(Boolean)
        .map((row) => (row as unknown[]).slice(1)),
    }));
  }

  it('writes one sheet per chart with the API’s figures, Arabic intact', async () => {
    const query = `${MARCH}&interval=week&${FILTER}`;
    const report = await summary(query);
    const ar = await sheets('ar', query);
    expect(ar.map((s) => s.name)).toEqual([
      'ملخص',
      'عبر الزمن',
      'حسب الحالة',
      'حسب النوع',
      'حسب الأولوية',
      'حسب القسم',
      'مدة المعالجة',
      'المدة في كل حالة',
      'تواريخ الاستحقاق',
      'المحررون',
      'مستويات الخدمة',
    ]);
    expect(ar.every((s) => s.rtl)).toBe(true);
    const [summarySheet, overTime, byStatus, , , byDepartment, processing, , due, editors] = ar;
    expect(summarySheet!.rows).toContainEqual([
      'المُنشأة',
      report.totals.created,
      expect.any(String),
    ]);
    expect(summarySheet!.rows).toContainEqual(['القسم', DEPARTMENT]);
    // Days as date cells (midnight UTC is how a day without time reads back).
    const day = (d: string) => new Date(`${d}T00:00:00.000Z`);
    expect(overTime!.rows.slice(1)).toEqual(
      report.over_time.map((p) => [day(p.period), day(p.end), p.created, p.completed, p.backlog]),
    );
    expect(summarySheet!.rows).toContainEqual(['الفترة من', day('2021-03-01'), expect.any(String)]);
    expect(summarySheet!.rows).toContainEqual(['الفترة إلى', day('2021-03-31')]);
    expect(summarySheet!.rows.some((r) => String(r[0]).includes('هجري'))).toBe(false);
    expect(byStatus!.rows.slice(1)).toEqual(report.by_status.map((r) => [r.label_ar, r.count]));
    expect(byDepartment!.rows.slice(1)).toEqual([[DEPARTMENT, 6]]);
    expect(processing!.rows[1]).toEqual(['الكل', 4, 96, 480]);
    expect(due!.rows[1]).toEqual(['الكل', 2, 1, 1]);
    expect(editors!.rows.slice(1)).toEqual(
      report.editors.map((e) => [
        e.user.full_name,
        e.user.email,
        e.open,
        e.overdue,
        e.completed,
        e.median_hours,
      ]),
    );
    const en = await sheets('en', query);
    expect(en[0]!.name).toBe('Summary');
    expect(en[0]!.rtl).toBe(false);
    expect(en[2]!.rows.slice(1)).toEqual(report.by_status.map((r) => [r.label_en, r.count]));
  });

  it('formats its dates, with the Hijri dates beside them for a Hijri reader', async () => {
    await setDateStyle(t, admin, 'hijri', 'latn');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/reports/export/?format=xlsx&${MARCH}&interval=month`,
      headers: { ...admin.auth, 'accept-language': 'en' },
    });
    await setDateStyle(t, admin, null, null);
    expect(response.statusCode, response.body).toBe(200);
    const [summarySheet, overTime] = (await workbookOf(response.rawPayload)).worksheets;
    const labels = (summarySheet!.getColumn(1).values as unknown[]).map(String);
    const row = (label: string) => summarySheet!.getRow(labels.indexOf(label));
    expect(row('Period from').getCell(2).type).toBe(ExcelJS.ValueType.Date);
    expect(row('Period from').getCell(2).numFmt).toBe('yyyy-mm-dd');
    expect(row('Period from (Hijri)').getCell(2).value).toBe('17 Rajab 1442 AH');
    expect(row('Period to (Hijri)').getCell(2).value).toBe('18 Shaʻban 1442 AH');
    const generated = row('Generated at').getCell(2);
    expect(generated.type).toBe(ExcelJS.ValueType.Date);
    expect(generated.numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(row('Generated at (Hijri)').getCell(2).value).toMatch(/^\d{1,2} .+ \d{4} AH$/);
    expect((overTime!.getRow(1).values as unknown[]).slice(1)).toEqual([
      'From',
      'From (Hijri)',
      'To',
      'To (Hijri)',
      'Created',
      'Completed',
      'Open at the end',
    ]);
    expect(overTime!.getRow(2).getCell(1).numFmt).toBe('yyyy-mm-dd');
    expect(overTime!.getRow(2).getCell(2).value).toBe('17 Rajab 1442 AH');
    expect(overTime!.getRow(2).getCell(4).value).toBe('18 Shaʻban 1442 AH');
  });

  it('is refused to a client', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/reports/export/?format=xlsx',
      headers: client.auth,
    });
    expect(response.statusCode).toBe(403);
  });
});
