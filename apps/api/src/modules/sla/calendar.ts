import { DEFAULT_TIME_ZONE, isTimeZone, WorkingCalendar, type WorkingWeek } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import { ReadCache } from '../../lib/read-cache.js';
import { DATE_SETTING_KEYS } from '../settings/index.js';
import {
  bumpVersion,
  holidayDays,
  readCalendarRow as readRow,
  type CalendarRow,
} from './sla.repository.js';

const readCalendarRow = (db: Executor) => readRow(db, DATE_SETTING_KEYS.timeZone);

/** The working calendar in force, and the version of the rules the clocks are computed under. */
export interface SlaSetup {
  version: number;
  week: WorkingWeek;
  calendar: WorkingCalendar;
}

// Calendars by revision and time zone: building one costs a query of the holidays and a day's
// periods as they are first used; a revision is new on every change, in any database.
const setups = new Map<string, SlaSetup>();
const SETUPS_KEPT = 8;

/** The working week as stored (the time zone from TIME_ZONE). */
export async function readWeek(db: Executor): Promise<WorkingWeek & { version: number }> {
  const row = await readCalendarRow(db);
  return { ...weekOf(row), version: row.version };
}

function weekOf(row: CalendarRow): WorkingWeek {
  const zone = row.timeZone;
  return {
    timezone: typeof zone === 'string' && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE,
    working_days: [...row.workingDays].sort((a, b) => a - b),
    day_start: row.dayStart,
    day_end: row.dayEnd,
  };
}

/** The calendar in force (one small query; the holidays are read when it changed). */
export async function loadSetup(db: Executor): Promise<SlaSetup> {
  const row = await readCalendarRow(db);
  const week = weekOf(row);
  const key = `${row.revision}|${week.timezone}`;
  const known = setups.get(key);
  if (known) return known;
  const holidays = await holidayDays(db);
  const setup = { version: row.version, week, calendar: new WorkingCalendar(week, holidays) };
  if (setups.size >= SETUPS_KEPT) setups.delete(setups.keys().next().value!);
  setups.set(key, setup);
  return setup;
}

/**
 * loadSetup for answers that hold no clock (the working-time answer), read at most every
 * SETUP_CACHE_TTL_MS: a change in this process drops it at once (bumpSlaVersion, then
 * forgetCachedSetup after the commit), a change by another instance shows within the TTL, when
 * the row is read again and its revision is new. Clocks are worked out on loadSetup, in their
 * transaction.
 */
export const SETUP_CACHE_TTL_MS = 5_000;
const cachedSetups = new ReadCache<'setup', SlaSetup>({
  ttlMs: SETUP_CACHE_TTL_MS,
  maxEntries: 1,
});

export function cachedSetup(db: Executor): Promise<SlaSetup> {
  return cachedSetups.get(db, 'setup', () => loadSetup(db));
}

/** Drops cachedSetup's entry: call it after the commit of a change of the rules. */
export function forgetCachedSetup(): void {
  cachedSetups.invalidate();
}

/**
 * Marks the rules changed: a new version (the clocks computed under an older one are
 * recomputed) and a new revision (every process builds the calendar again). Call it in the
 * transaction of the change, and forgetCachedSetup after its commit (a read in between would
 * keep the rules before it).
 */
export function bumpSlaVersion(db: Executor, updatedBy?: number | null): Promise<number> {
  forgetCachedSetup();
  return bumpVersion(db, updatedBy);
}
