import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import type { Session } from './factories.js';

// What the export tests share: setting the organisation's time zone and a user's calendar and
// digits through the API, and reading a downloaded file back.

/** Sets the organisation's time zone as an admin does. */
export async function setTimeZone(t: TestApp, admin: Session, timeZone: string): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/system/settings/bulk_update/',
    headers: admin.auth,
    payload: { settings: { TIME_ZONE: timeZone } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Sets a user's own calendar and digits (null: the organisation's default). */
export async function setDateStyle(
  t: TestApp,
  session: Session,
  calendar: 'gregorian' | 'hijri' | 'both' | null,
  digits: 'latn' | 'arab' | null,
): Promise<void> {
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/api/profile/',
    headers: session.auth,
    payload: { calendar, digits },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A downloaded workbook, read back with exceljs. */
export async function workbookOf(payload: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
}

/** A sheet's header row as text. */
export const headersOf = (sheet: ExcelJS.Worksheet) =>
  (sheet.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? ''));

/** The cell under `header` in row `n` (the header is row 1). */
export function cellUnder(sheet: ExcelJS.Worksheet, header: string, n: number): ExcelJS.Cell {
  const column = headersOf(sheet).indexOf(header);
  expect(column, `column “${header}” in ${headersOf(sheet).join(' | ')}`).toBeGreaterThanOrEqual(0);
  return sheet.getRow(n).getCell(column + 1);
}

/**
 * The wall-clock time of an instant in a zone, as exceljs reads a date cell back: a `Date`
 * whose UTC fields are that time, to the second. Worked out from the offset the zone had at
 * that instant, written here by hand so the test does not lean on the code under test.
 */
export const wallClockAt = (iso: string, offsetHours: number) =>
  new Date(Math.floor(Date.parse(iso) / 1000) * 1000 + offsetHours * 3_600_000);

/** The same moment as the CSV exports write it: ISO 8601 to the second with the offset. */
export function isoAt(iso: string, offsetHours: number): string {
  const sign = offsetHours < 0 ? '-' : '+';
  const hours = String(Math.abs(offsetHours)).padStart(2, '0');
  return `${wallClockAt(iso, offsetHours).toISOString().slice(0, 19)}${sign}${hours}:00`;
}
