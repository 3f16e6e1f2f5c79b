import {
  clockMinutes,
  localDigits,
  reusedFormatter,
  westernDigits,
  type DateStyle,
  type Language,
} from '@mutabaa/shared';

/** The seven days, 0 (Sunday) to 6 (Saturday), in the order the reader's week runs. */
export function weekOrder(language: Language): number[] {
  // The Arabic week starts on Saturday, the English one on Sunday.
  return language === 'ar' ? [6, 0, 1, 2, 3, 4, 5] : [0, 1, 2, 3, 4, 5, 6];
}

/** The name of a day of the week (0 = Sunday) in `language`. */
export function weekdayName(day: number, language: Language): string {
  const format = reusedFormatter(
    `weekday:${language}`,
    () => new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }),
  ) as Intl.DateTimeFormat;
  // 4 January 1970 was a Sunday.
  return format.format(Date.UTC(1970, 0, 4 + day));
}

const TYPED_CLOCK = /^(\d{1,2})\s*[:.\u066b]\s*(\d{2})$/;

/**
 * A typed time as `HH:MM`: Arabic-Indic digits read as Latin ones, `8:00` as `08:00`, `8.30`
 * as `08:30`. Text that is no time comes back with Latin digits, for the schema to refuse.
 */
export function clockText(typed: string): string {
  const text = westernDigits(typed);
  const match = TYPED_CLOCK.exec(text);
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : text;
}

/** `HH:MM` as the reader reads it: Arabic-Indic digits in Arabic with that choice. */
export function clockForReader(value: string, style: Pick<DateStyle, 'language' | 'digits'>) {
  return style.language === 'ar' ? localDigits(value, style.digits) : value;
}

export type WeekDraft = { working_days: readonly number[]; day_start: string; day_end: string };

/**
 * The working hours of a day and of a week that a draft makes (typed times read as
 * `clockText` reads them); undefined while the times do not make a day or no day is chosen.
 */
export function workingHours(
  draft: WeekDraft,
): { day: number; week: number; days: number } | undefined {
  const start = clockMinutes(clockText(draft.day_start));
  const end = clockMinutes(clockText(draft.day_end));
  const days = new Set(draft.working_days.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6))
    .size;
  if (start === undefined || end === undefined || end <= start || days === 0) return undefined;
  const day = (end - start) / 60;
  return { day, week: day * days, days };
}
