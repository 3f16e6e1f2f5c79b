import type { TAdminDashboard, TApplication } from '@mutabaa/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
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

const rowValues = (sheet: ExcelJS.Worksheet, n: number) =>
  (sheet.getRow(n).values as unknown[]).slice(1);

describe('GET /api/dashboard/admin/export/', () => {
  it('downloads the figures and recent applications as .xlsx in English', async () => {
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
    expect((row[6] as Date).toISOString()).toBe(created.updated_at);
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

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    for (const session of [editor, client]) {
      const refused = await t.app.inject({ method: 'GET', url: URL, headers: session.auth });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'permission_denied' });
    }
  });
});
