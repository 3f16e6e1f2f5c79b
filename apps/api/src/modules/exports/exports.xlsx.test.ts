import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../test/factories.js';
import { exportsSetup } from './exports.fixtures.js';

const { admin, clientB, mine, exportOf } = exportsSetup();

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
