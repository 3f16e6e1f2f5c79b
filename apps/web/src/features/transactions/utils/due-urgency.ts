/** How pressing an open application's due date is: past it, close to it, or neither. */
export type DueUrgency = 'overdue' | 'due_soon' | null;

/** "Due soon" reaches this many days past today (today, tomorrow and the day after). */
export const DUE_SOON_DAYS = 2;

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD date as a day number; null when it is not one. */
function dayNumber(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  const [, year, month, day] = match;
  return Date.UTC(Number(year), Number(month) - 1, Number(day)) / DAY_MS;
}

/** Today in the user's own time zone, as YYYY-MM-DD (what a due date is compared with). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Overdue when the due date is before today, due soon from today to DUE_SOON_DAYS ahead, else
 * (no due date, or later) nothing. Both are calendar dates, so the time of day plays no part.
 */
export function dueUrgency(dueDate: string | null | undefined, today: string): DueUrgency {
  if (!dueDate) return null;
  const due = dayNumber(dueDate);
  const now = dayNumber(today);
  if (due === null || now === null) return null;
  if (due < now) return 'overdue';
  return due - now <= DUE_SOON_DAYS ? 'due_soon' : null;
}
