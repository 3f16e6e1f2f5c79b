import type { TAuditLogPage } from '@mutabaa/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
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
import { parseCsv } from '../../test/csv.js';
import type { Session } from '../../test/factories.js';

const {
  t,
  sessions: [admin, hijriAdmin],
} = testCast(['admin', 'admin']);

let FILTER = '';
/** When the one entry the filter selects was written, as the API gives it (UTC). */
let writtenAt: string;

beforeAll(async () => {
  const changed = await t.app.inject({
    method: 'PATCH',
    url: '/api/profile/',
    headers: admin.auth,
    payload: { first_name: 'سارة' },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  FILTER = `action=user.profile_updated&actor=${admin.user.id}`;
  const page = await t.app.inject({
    method: 'GET',
    url: `/api/audit-logs/?${FILTER}`,
    headers: admin.auth,
  });
  const { results } = page.json<TAuditLogPage>();
  expect(results).toHaveLength(1);
  writtenAt = results[0]!.created_at;
});

const download = async (format: 'csv' | 'xlsx', session: Session, lang: 'ar' | 'en') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/audit-logs/export/?format=${format}&${FILTER}`,
    headers: { ...session.auth, 'accept-language': lang },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

/** The Umm al-Qura day and year of an instant in a zone, in Arabic-Indic digits, from `Intl`. */
function hijriDayAndYear(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('ar-SA', {
    calendar: 'islamic-umalqura',
    numberingSystem: 'arab',
    timeZone,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { day: part('day'), year: part('year') };
}

describe('the audit log export’s time column', () => {
  it('is a date cell at the organisation’s wall-clock time, ISO with its offset in CSV', async () => {
    const sheet = (await workbookOf((await download('xlsx', admin, 'en')).rawPayload))
      .worksheets[0]!;
    expect(headersOf(sheet).slice(0, 3)).toEqual(['Entry', 'Time', 'Actor']);
    const time = cellUnder(sheet, 'Time', 2);
    expect(time.type).toBe(ExcelJS.ValueType.Date);
    expect(time.numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(time.value).toEqual(wallClockAt(writtenAt, 3));
    const [header, row] = parseCsv((await download('csv', admin, 'en')).body.slice(1));
    expect(row![header!.indexOf('Time')]).toBe(isoAt(writtenAt, 3));
  });

  it('has its Hijri column for a Hijri reader, on the organisation’s day', async () => {
    await setDateStyle(t, hijriAdmin, 'hijri', 'arab');
    await setTimeZone(t, admin, 'Pacific/Kiritimati');
    const sheet = (await workbookOf((await download('xlsx', hijriAdmin, 'ar')).rawPayload))
      .worksheets[0]!;
    expect(headersOf(sheet).slice(0, 3)).toEqual(['القيد', 'الوقت', 'الوقت (هجري)']);
    expect(cellUnder(sheet, 'الوقت', 2).value).toEqual(wallClockAt(writtenAt, 14));
    const hijri = String(cellUnder(sheet, 'الوقت (هجري)', 2).value);
    const { day, year } = hijriDayAndYear(writtenAt, 'Pacific/Kiritimati');
    expect(hijri.startsWith(`${day} `)).toBe(true);
    expect(hijri).toMatch(new RegExp(` ${year} هـ$`));
    const [header, row] = parseCsv((await download('csv', hijriAdmin, 'ar')).body.slice(1));
    expect(row![header!.indexOf('الوقت')]).toBe(isoAt(writtenAt, 14));
    expect(row![header!.indexOf('الوقت (هجري)')]).toBe(hijri);
  });
});
