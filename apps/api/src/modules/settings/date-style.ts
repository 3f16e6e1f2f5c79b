import {
  calendarOr,
  DEFAULT_CALENDAR,
  DEFAULT_DIGITS,
  DEFAULT_TIME_ZONE,
  digitsOr,
  isTimeZone,
  type DateStyle,
  type Language,
  type TCalendar,
  type TDigits,
} from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { SettingRow } from '../../db/schema/index.js';
import * as repository from './settings.repository.js';

/** The settings keys of the organisation's date style. */
export const DATE_SETTING_KEYS = {
  calendar: 'DEFAULT_CALENDAR',
  digits: 'DEFAULT_DIGITS',
  timeZone: 'TIME_ZONE',
} as const;

export const DATE_SETTING_DEFAULTS: Record<string, unknown> = {
  [DATE_SETTING_KEYS.calendar]: DEFAULT_CALENDAR,
  [DATE_SETTING_KEYS.digits]: DEFAULT_DIGITS,
  [DATE_SETTING_KEYS.timeZone]: DEFAULT_TIME_ZONE,
};

/** The organisation's defaults: what a user without a choice of their own reads. */
export interface OrganisationDates {
  calendar: TCalendar;
  digits: TDigits;
  timeZone: string;
}

/** The stored defaults (one query), each falling back to its built-in value. */
export async function organisationDates(db: Executor): Promise<OrganisationDates> {
  return organisationDatesOf(await repository.findSettings(db, Object.values(DATE_SETTING_KEYS)));
}

/** The defaults from setting rows already read (rows of other keys are ignored). */
export function organisationDatesOf(rows: readonly SettingRow[]): OrganisationDates {
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const timeZone = value(DATE_SETTING_KEYS.timeZone);
  return {
    calendar: calendarOr(value(DATE_SETTING_KEYS.calendar), DEFAULT_CALENDAR),
    digits: digitsOr(value(DATE_SETTING_KEYS.digits), DEFAULT_DIGITS),
    timeZone: typeof timeZone === 'string' && isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE,
  };
}

/** What a reader's dates look like: their own choices, else the organisation's. */
export interface DateReader {
  language: Language;
  calendar?: string | null;
  digits?: string | null;
}

/** The date style of `reader` over known organisation defaults (no query). */
export function dateStyleWith(reader: DateReader, defaults: OrganisationDates): DateStyle {
  return {
    language: reader.language,
    calendar: calendarOr(reader.calendar, defaults.calendar),
    digits: digitsOr(reader.digits, defaults.digits),
    timeZone: defaults.timeZone,
  };
}

/** The date style of `reader`: for a mail to them or an export of theirs. */
export async function dateStyleOf(db: Executor, reader: DateReader): Promise<DateStyle> {
  return dateStyleWith(reader, await organisationDates(db));
}
