import type { TApplication } from '@mutabaa/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.js';
import { testCast } from '../../test/cast.js';
import {
  cellUnder,
  headersOf,
  isoAt,
  setDateStyle,
  setTimeZone,
  wallClockAt,
  workbookOf,
} from '../../test/date-style.js';
import { createApplication, type Session } from '../../test/factories.js';
import { parseCsv } from '../../test/csv.js';

const {
  t,
  sessions: [admin, hijriEditor, bothClient],
} = testCast(['admin', 'editor', 'client']);

/** 01:30 on 28 November 2026 in Riyadh (18 Jumada II 1448), still the 27th in UTC. */
const CREATED = '2026-11-27T22:30:00.074Z';
/** Summer: New York is on daylight saving time (UTC-4), Riyadh is UTC+3 all year. */
const UPDATED = '2026-07-01T12:00:00.000Z';
/** 1 Shawwal 1447. */
const DUE = '2026-03-20';

let dated: TApplication;
let undated: TApplication;

beforeAll(async () => {
  const common = { assigned_to: hijriEditor.user.id, client: bothClient.user.id };
  dated = await createApplication(t.app, admin, { title: 'Dated', due_date: DUE, ...common });
  undated = await createApplication(t.app, admin, { title: 'Undated', due_date: null, ...common });
  await t.app.db
    .update(applications)
    .set({ createdAt: new Date(CREATED), updatedAt: new Date(UPDATED) })
    .where(eq(applications.id, dated.id));
});

const download = async (format: 'csv' | 'xlsx', session: Session, lang: 'ar' | 'en') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/transactions/export/?format=${format}&ordering=title`,
    headers: { ...session.auth, 'accept-language': lang },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

const sheetOf = async (session: Session, lang: 'ar' | 'en') =>
  (await workbookOf((await download('xlsx', session, lang)).rawPayload)).worksheets[0]!;

const csvOf = async (session: Session, lang: 'ar' | 'en') => {
  const [header, ...rows] = parseCsv(
    (await download('csv', session, lang)).body.replace(/^\uFEFF/, ''),
  );
  return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]])));
};

/** Rows 2 and 3 of the sheet, ordered by title: "Dated", then "Undated". */
const DATED_ROW = 2;
const UNDATED_ROW = 3;

describe('dates of the applications export', () => {
  it('are date cells at Riyadh’s wall-clock time in XLSX, the due date a date alone', async () => {
    const sheet = await sheetOf(admin, 'en');
    expect(headersOf(sheet).some((h) => h.includes('Hijri'))).toBe(false);
    const created = cellUnder(sheet, 'Created', DATED_ROW);
    expect(created.type).toBe(ExcelJS.ValueType.Date);
    expect(created.numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(created.value).toEqual(wallClockAt(CREATED, 3));
    expect((created.value as Date).toISOString()).toBe('2026-11-28T01:30:00.000Z');
    const updated = cellUnder(sheet, 'Last update', DATED_ROW);
    expect(updated.type).toBe(ExcelJS.ValueType.Date);
    expect(updated.value).toEqual(new Date('2026-07-01T15:00:00.000Z'));
    const due = cellUnder(sheet, 'Due date', DATED_ROW);
    expect(due.type).toBe(ExcelJS.ValueType.Date);
    expect(due.numFmt).toBe('yyyy-mm-dd');
    expect(due.value).toEqual(new Date(`${DUE}T00:00:00.000Z`));
    expect(cellUnder(sheet, 'Due date', UNDATED_ROW).type).toBe(ExcelJS.ValueType.Null);
    expect(cellUnder(sheet, 'Created', UNDATED_ROW).value).toEqual(
      wallClockAt(undated.created_at, 3),
    );
  });

  it('are ISO 8601 with Riyadh’s offset in CSV, the due date as YYYY-MM-DD', async () => {
    const [row, other] = await csvOf(admin, 'en');
    expect(row).toMatchObject({
      Title: 'Dated',
      'Due date': DUE,
      Created: '2026-11-28T01:30:00+03:00',
      'Last update': '2026-07-01T15:00:00+03:00',
    });
    expect(other).toMatchObject({ 'Due date': '', Created: isoAt(undated.created_at, 3) });
  });

  it('carry the Hijri date beside each date column for a Hijri reader, in Arabic-Indic digits', async () => {
    await setDateStyle(t, hijriEditor, 'hijri', 'arab');
    const sheet = await sheetOf(hijriEditor, 'ar');
    const headers = headersOf(sheet);
    for (const name of ['تاريخ الاستحقاق', 'تاريخ الإنشاء', 'آخر تحديث']) {
      expect(headers[headers.indexOf(name) + 1]).toBe(`${name} (هجري)`);
    }
    // The Riyadh day (the 28th), not the UTC one (the 27th, 17 Jumada II).
    const created = cellUnder(sheet, 'تاريخ الإنشاء (هجري)', DATED_ROW);
    expect(created.type).toBe(ExcelJS.ValueType.String);
    expect(created.value).toBe('١٨ جمادى الآخرة ١٤٤٨ هـ');
    expect(cellUnder(sheet, 'تاريخ الاستحقاق (هجري)', DATED_ROW).value).toBe('١ شوال ١٤٤٧ هـ');
    expect(cellUnder(sheet, 'تاريخ الاستحقاق (هجري)', UNDATED_ROW).value ?? '').toBe('');
    expect(cellUnder(sheet, 'تاريخ الإنشاء', DATED_ROW).type).toBe(ExcelJS.ValueType.Date);

    const [row] = await csvOf(hijriEditor, 'ar');
    expect(row).toMatchObject({
      'تاريخ الإنشاء': '2026-11-28T01:30:00+03:00',
      'تاريخ الإنشاء (هجري)': '١٨ جمادى الآخرة ١٤٤٨ هـ',
      'تاريخ الاستحقاق': DUE,
      'تاريخ الاستحقاق (هجري)': '١ شوال ١٤٤٧ هـ',
    });
  });

  it('name the Hijri column in the export’s language, with the reader’s Latin digits', async () => {
    await setDateStyle(t, bothClient, 'both', 'latn');
    const sheet = await sheetOf(bothClient, 'en');
    expect(cellUnder(sheet, 'Created (Hijri)', DATED_ROW).value).toBe('18 Jumada II 1448 AH');
    expect(cellUnder(sheet, 'Due date (Hijri)', DATED_ROW).value).toBe('1 Shawwal 1447 AH');
  });

  it('follow the organisation’s time zone when it changes, daylight saving included', async () => {
    await setTimeZone(t, admin, 'America/New_York');
    const sheet = await sheetOf(admin, 'en');
    expect(cellUnder(sheet, 'Created', DATED_ROW).value).toEqual(wallClockAt(CREATED, -5));
    expect(cellUnder(sheet, 'Last update', DATED_ROW).value).toEqual(wallClockAt(UPDATED, -4));
    expect(cellUnder(sheet, 'Due date', DATED_ROW).value).toEqual(new Date(`${DUE}T00:00:00.000Z`));
    const [row] = await csvOf(admin, 'en');
    expect(row).toMatchObject({
      Created: '2026-11-27T17:30:00-05:00',
      'Last update': '2026-07-01T08:00:00-04:00',
      'Due date': DUE,
    });
    // The 27th in New York: 17 Jumada II.
    const [hijri] = await csvOf(hijriEditor, 'ar');
    expect(hijri!['تاريخ الإنشاء (هجري)']).toBe('١٧ جمادى الآخرة ١٤٤٨ هـ');
  });
});
