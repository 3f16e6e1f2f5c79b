import type { TAdminDashboard, TApplication } from '@mutabaa/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { setDateStyle, wallClockAt } from '../../test/date-style.js';
import { createApplication, signInAs, type Session } from '../../test/factories.js';

let t: TestApp;
let admin: Session;
let editor: Session;
let client: Session;
let created: TApplication;
beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, client] = await Promise.all([
    signInAs(t.app, 'admin'),
    signInAs(t.app, 'editor'),
    signInAs(t.app, 'client', { fullName: 'عميلة الاختبار' }),
  ]);
  created = await createApplication(t.app, admin, {
    title: 'تجديد الرخصة',
    client: client.user.id,
    status: 'submitted',
  });
});
afterAll(async () => {
  await t?.close();
});

const URL = '/api/dashboard/admin/export/';

async function exported(lang: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: URL,
    headers: { ...admin.auth, 'accept-language': lang },
  });
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { response, workbook };
}

/** The Umm al-Qura date of an instant's day in Riyadh, in Arabic-Indic digits, from `Intl`. */
const hijriOf = (iso: string) =>
  new Intl.DateTimeFormat('ar-SA', {
    calendar: 'islamic-umalqura',
    numberingSystem: 'arab',
    timeZone: 'Asia/Riyadh',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));

const rowValues = (sheet: ExcelJS.Worksheet, n: number) =>
  (sheet.getRow(n).values as unknown[]).slice(1);

describe('GET /api/dashboard/admin/export/', () => {
  it('downloads the figures and recent applications as .xlsx in English', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    const { response, workbook } = await exported('en');
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="mutabaa-dashboard-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const dashboard = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard/admin/', headers: admin.auth })
    ).json<TAdminDashboard>();

    const [summary, recent] = workbook.worksheets;
    expect(summary!.name).toBe('Dashboard');
    expect(summary!.views[0]).toMatchObject({ rightToLeft: false, state: 'frozen', ySplit: 1 });
    expect(rowValues(summary!, 1)).toEqual(['Figure', 'Value']);
    expect(rowValues(summary!, 2)).toEqual(['Total Applications', dashboard.total_transactions]);
    expect(rowValues(summary!, 3)).toEqual(['Pending Approval', dashboard.pending_assignments]);
    expect(rowValues(summary!, 4)).toEqual(['Completed', dashboard.completed_transactions]);
    expect(rowValues(summary!, 5)).toEqual(['Active Users', dashboard.active_users]);
    expect(dashboard.pending_assignments).toBe(1);
    const generated = summary!.getRow(6);
    expect(generated.getCell(1).value).toBe('Generated at');
    expect(generated.getCell(2).type).toBe(ExcelJS.ValueType.Date);
    expect(generated.getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm');
    const wall = (generated.getCell(2).value as Date).getTime();
    expect(wall).toBeGreaterThanOrEqual(wallClockAt(before, 3).getTime());
    expect(wall).toBeLessThanOrEqual(Date.now() + 3 * 3_600_000);
    expect(summary!.rowCount).toBe(6);

    expect(recent!.name).toBe('Recent Applications');
    expect(rowValues(recent!, 1)).toEqual([
      'Reference Number',
      'Application ID',
      'Title',
      'Client',
      'Type',
      'Status',
      'Last Modified',
      'Comments',
    ]);
    const row = rowValues(recent!, 2);
    expect(row.slice(0, 6)).toEqual([
      created.reference_number,
      created.transaction_id,
      'تجديد الرخصة',
      'عميلة الاختبار',
      created.transaction_type_display!.label_en,
      'Submitted',
    ]);
    // The organisation's wall-clock time (Riyadh, UTC+3) as a date cell.
    expect(row[6]).toEqual(wallClockAt(created.updated_at, 3));
    expect(recent!.getRow(2).getCell(7).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(row[7]).toBe(0);
    expect(recent!.rowCount).toBe(1 + dashboard.recent_transactions.length);
  });

  it('writes Arabic sheet names, headers and labels, right to left, for Arabic', async () => {
    const { workbook } = await exported('ar');
    const [summary, recent] = workbook.worksheets;
    expect(summary!.name).toBe('لوحة التحكم');
    expect(summary!.views[0]).toMatchObject({ rightToLeft: true });
    expect(rowValues(summary!, 1)).toEqual(['المؤشر', 'القيمة']);
    expect(rowValues(summary!, 2)[0]).toBe('إجمالي الطلبات');
    expect(recent!.name).toBe('أحدث الطلبات');
    expect(recent!.views[0]).toMatchObject({ rightToLeft: true });
    expect(rowValues(recent!, 1).slice(0, 3)).toEqual(['الرقم المرجعي', 'رقم الطلب', 'العنوان']);
    expect(rowValues(recent!, 2)[5]).toBe(created.status_display.label_ar);
  });

  it('adds the Hijri dates for an admin who reads that calendar, in their digits', async () => {
    await setDateStyle(t, admin, 'both', 'arab');
    const { workbook } = await exported('ar');
    const [summary, recent] = workbook.worksheets;
    expect(rowValues(summary!, 6)[0]).toBe('تاريخ الإنشاء');
    expect(rowValues(summary!, 7)[0]).toBe('تاريخ الإنشاء (هجري)');
    expect(String(rowValues(summary!, 7)[1])).toMatch(/^[٠-٩]{1,2} .+ [٠-٩]{4} هـ$/);
    const headers = rowValues(recent!, 1);
    expect(headers.slice(6, 9)).toEqual(['آخر تعديل', 'آخر تعديل (هجري)', 'التعليقات']);
    const row = rowValues(recent!, 2);
    expect(row[6]).toEqual(wallClockAt(created.updated_at, 3));
    expect(row[7]).toBe(hijriOf(created.updated_at));
    await setDateStyle(t, admin, null, null);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    for (const session of [editor, client]) {
      const refused = await t.app.inject({ method: 'GET', url: URL, headers: session.auth });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'permission_denied' });
    }
  });
});
