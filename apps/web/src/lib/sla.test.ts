import i18next, { type TFunction } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WorkingCalendar, type TApplicationSla } from '@mutabaa/shared';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { addNumberFormat } from './i18n';
import { setReaderDigits } from './numbers';
import { isOpenSla, slaBadgeText } from './sla';

let tAr: TFunction;
let tEn: TFunction;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { ar: { translation: ar }, en: { translation: en } },
    lng: 'ar',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  addNumberFormat(instance);
  tAr = instance.getFixedT('ar');
  tEn = instance.getFixedT('en');
});

// The Arabic texts in Arabic-Indic digits unless a test says otherwise.
beforeEach(() => setReaderDigits('arab'));
afterEach(() => setReaderDigits('latn'));

// Sunday to Thursday, 08:00–15:00 in Riyadh (UTC+3): 05:00–12:00 UTC.
const calendar = new WorkingCalendar({
  timezone: 'Asia/Riyadh',
  working_days: [0, 1, 2, 3, 4],
  day_start: '08:00',
  day_end: '15:00',
});
// Monday 2026-11-30 06:00 UTC (09:00 in Riyadh).
const NOW = Date.parse('2026-11-30T06:00:00Z');
const HOUR = 3_600_000;

function sla(state: TApplicationSla['state'], due: number): TApplicationSla {
  return {
    policy_id: 1,
    started_at: '2026-11-29T05:00:00Z',
    due_at: new Date(due).toISOString(),
    state,
    paused_minutes: 0,
    breached_at: null,
  };
}

function texts(value: TApplicationSla, now = NOW, cal: WorkingCalendar | undefined = calendar) {
  const { text, tone } = slaBadgeText(value, now, cal);
  const options = text.count === undefined ? undefined : { count: text.count };
  return { ar: tAr(text.key, options), en: tEn(text.key, options), tone };
}

describe('the service-level badge', () => {
  it('counts the working hours left, not the clock hours', () => {
    // Due Tuesday 11:00 Riyadh: 6 h left on Monday and 3 h on Tuesday.
    const due = Date.parse('2026-12-01T08:00:00Z');
    expect(texts(sla('running', due))).toEqual({
      ar: 'متبقٍ ٩ ساعات عمل',
      en: '9 working hours left',
      tone: 'success',
    });
    // Over the weekend: Thursday 14:00 to Sunday 09:00 Riyadh is two working hours.
    const thursday = Date.parse('2026-12-03T11:00:00Z');
    expect(texts(sla('running', Date.parse('2026-12-06T06:00:00Z')), thursday).en).toBe(
      '2 working hours left',
    );
  });

  it('reads the Arabic plural forms and the reader digits', () => {
    const left = [1, 2, 5, 11, 100].map((h) => texts(sla('running', NOW + h * HOUR), NOW).ar);
    // Each due time falls within Monday's hours only for 1 and 2; the others count working hours.
    expect(left[0]).toBe('متبقية ساعة عمل واحدة');
    expect(left[1]).toBe('متبقٍ ساعتا عمل');
    const late = [1, 2, 3, 11, 30].map((h) => texts(sla('breached', NOW - h * HOUR)));
    expect(late.map((x) => x.ar)).toEqual([
      'متأخر ساعة واحدة',
      'متأخر ساعتين',
      'متأخر ٣ ساعات',
      'متأخر ١١ ساعة',
      'متأخر ٣٠ ساعة',
    ]);
    expect(late.map((x) => x.en)).toEqual([
      '1 hour late',
      '2 hours late',
      '3 hours late',
      '11 hours late',
      '30 hours late',
    ]);
    expect(late[0]?.tone).toBe('danger');
    setReaderDigits('latn');
    expect(texts(sla('breached', NOW - 3 * HOUR)).ar).toBe('متأخر 3 ساعات');
    setReaderDigits('arab');
    expect(texts(sla('breached', NOW - 3 * HOUR)).ar).toBe('متأخر ٣ ساعات');
  });

  it('uses minutes in the last hour and days past two', () => {
    expect(texts(sla('running', NOW + 20 * 60_000)).en).toBe('20 working minutes left');
    expect(texts(sla('running', NOW + 10_000)).en).toBe('1 working minute left');
    expect(texts(sla('breached', NOW - 5 * 60_000)).ar).toBe('متأخر ٥ دقائق');
    expect(texts(sla('breached', NOW - 72 * HOUR)).en).toBe('3 days late');
    expect(texts(sla('breached', NOW - 48 * HOUR)).ar).toBe('متأخر يومين');
  });

  it('says late for a running clock already past its moment', () => {
    expect(texts(sla('running', NOW - 2 * HOUR))).toMatchObject({
      en: '2 hours late',
      tone: 'danger',
    });
  });

  it('names the other states', () => {
    expect(texts(sla('paused', NOW))).toEqual({
      ar: 'متوقف مؤقتًا',
      en: 'Paused',
      tone: 'secondary',
    });
    expect(texts(sla('met', NOW))).toEqual({ ar: 'أُنجز في الموعد', en: 'Met', tone: 'success' });
    expect(texts(sla('missed', NOW))).toEqual({
      ar: 'أُنجز بعد الموعد',
      en: 'Missed',
      tone: 'danger-outline',
    });
    expect(slaBadgeText(sla('running', NOW + HOUR), NOW, undefined).text).toEqual({
      key: 'slaBadge.running',
    });
  });

  it('tells whether the applicant still waits', () => {
    expect(
      ['running', 'paused', 'breached', 'met', 'missed'].map((s) =>
        isOpenSla(sla(s as TApplicationSla['state'], NOW)),
      ),
    ).toEqual([true, true, true, false, false]);
  });
});
