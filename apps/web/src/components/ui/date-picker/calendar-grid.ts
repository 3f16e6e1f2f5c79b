import { getDayOfWeek, startOfMonth, type CalendarDate } from '@internationalized/date';

/** Weeks start on Sunday, as in Saudi Arabia, in both languages. */
const WEEK_LOCALE = 'en-US';

/** The day's column, 0 for Sunday. */
export function weekdayOf(date: CalendarDate): number {
  return getDayOfWeek(date, WEEK_LOCALE);
}

/** The month of `date` (in its own calendar) as weeks of seven cells, null outside it. */
export function monthWeeks(date: CalendarDate): (CalendarDate | null)[][] {
  const first = startOfMonth(date);
  const days = date.calendar.getDaysInMonth(first);
  const cells: (CalendarDate | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let i = 0; i < days; i++) cells.push(first.add({ days: i }));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * The day a key moves the focus to in the grid, as the WAI-ARIA date picker dialog pattern
 * says; null for other keys. The arrows follow the screen: in right-to-left, ← is the next day.
 */
export function moveByKey(
  date: CalendarDate,
  key: string,
  shift: boolean,
  rtl: boolean,
): CalendarDate | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return date.add({ days: 1 });
    case back:
      return date.subtract({ days: 1 });
    case 'ArrowDown':
      return date.add({ weeks: 1 });
    case 'ArrowUp':
      return date.subtract({ weeks: 1 });
    case 'Home':
      return date.subtract({ days: weekdayOf(date) });
    case 'End':
      return date.add({ days: 6 - weekdayOf(date) });
    case 'PageUp':
      return shift ? date.subtract({ years: 1 }) : date.subtract({ months: 1 });
    case 'PageDown':
      return shift ? date.add({ years: 1 }) : date.add({ months: 1 });
    default:
      return null;
  }
}
