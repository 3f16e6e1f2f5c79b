import { zoneOffsetMinutes, zonedParts } from './dates.js';

/**
 * Working time on the organisation's calendar (docs/architecture.md#service-levels): which
 * moments count towards a service level, and the instant at which a number of working hours
 * has passed. The API computes every application's due date with it, and the web app its
 * remaining working time, so both read the same clock.
 */

/** The organisation's working week, as `GET /api/sla/calendar/` gives it. */
export interface WorkingWeek {
  /** IANA time zone of the working day's clock. */
  timezone: string;
  /** 0 = Sunday … 6 = Saturday. */
  working_days: readonly number[];
  /** `HH:MM`, before `day_end`. */
  day_start: string;
  day_end: string;
}

/** A closed period (a holiday): Gregorian days `YYYY-MM-DD` on the calendar's clock, inclusive. */
export interface DaySpan {
  date_from: string;
  date_to: string;
}

export const DEFAULT_WORKING_WEEK: WorkingWeek = {
  timezone: 'Asia/Riyadh',
  working_days: [0, 1, 2, 3, 4],
  day_start: '08:00',
  day_end: '15:00',
};

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** How far a computation looks (days) before it gives up: far beyond any service level. */
export const WORKING_TIME_HORIZON_DAYS = 366 * 25;

/** `HH:MM` (00:00–24:00) as minutes of the day; undefined for anything else. */
export function clockMinutes(text: string): number | undefined {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : undefined;
}

/** `YYYY-MM-DD` as days since 1970-01-01; undefined when it is not a real day. */
export function dayNumber(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return undefined;
  if (date.getUTCDate() !== day) return undefined;
  return ms / DAY_MS;
}

/**
 * A working calendar: the week, the day's hours and the holidays, on one time zone. Each day's
 * working period is worked out once and kept, so repeated computations over the same months
 * cost a lookup per day.
 */
export class WorkingCalendar {
  private readonly days: ReadonlySet<number>;
  private readonly closed = new Set<number>();
  private readonly start: number;
  private readonly end: number;
  private readonly periods = new Map<number, readonly [number, number] | null>();

  constructor(
    readonly week: WorkingWeek,
    holidays: readonly DaySpan[] = [],
  ) {
    const start = clockMinutes(week.day_start);
    const end = clockMinutes(week.day_end);
    if (start === undefined || end === undefined || start >= end) {
      throw new RangeError('The working day must start before it ends.');
    }
    if (!week.working_days.some((d) => Number.isInteger(d) && d >= 0 && d <= 6)) {
      throw new RangeError('A working week needs at least one working day.');
    }
    this.start = start;
    this.end = end;
    this.days = new Set(week.working_days);
    for (const span of holidays) {
      const from = dayNumber(span.date_from);
      const to = dayNumber(span.date_to);
      if (from === undefined || to === undefined) continue;
      for (let d = from; d <= to && d - from <= WORKING_TIME_HORIZON_DAYS; d++) this.closed.add(d);
    }
  }

  /** The day (days since 1970-01-01) on the calendar's clock at instant `ms`. */
  dayOf(ms: number): number {
    const p = zonedParts(new Date(ms), this.week.timezone);
    return Date.UTC(p.year, p.month - 1, p.day) / DAY_MS;
  }

  /** Whether `day` is a working day: in the week and not a holiday. */
  isWorkingDay(day: number): boolean {
    // 1970-01-01 was a Thursday (4).
    const weekday = (((day + 4) % 7) + 7) % 7;
    return this.days.has(weekday) && !this.closed.has(day);
  }

  /** The working period of `day` as instants [start, end), or null on a day off. */
  period(day: number): readonly [number, number] | null {
    let period = this.periods.get(day);
    if (period === undefined) {
      period = this.isWorkingDay(day)
        ? [this.instant(day, this.start), this.instant(day, this.end)]
        : null;
      this.periods.set(day, period);
    }
    return period;
  }

  /**
   * The instant at which `ms` of working time has passed from `from`. A start outside working
   * time counts from the next working moment; a result that falls exactly at the end of a
   * working day stays there.
   */
  addWorking(from: number, ms: number): number {
    let remaining = Math.max(0, ms);
    const first = this.dayOf(from);
    for (let day = first - 1; day <= first + WORKING_TIME_HORIZON_DAYS; day++) {
      const period = this.period(day);
      if (!period || from >= period[1]) continue;
      const begin = Math.max(from, period[0]);
      const available = period[1] - begin;
      if (remaining <= available) return begin + remaining;
      remaining -= available;
    }
    throw new RangeError('No working time within the horizon.');
  }

  /** The working time (ms) between instants `from` and `to` (0 when `to` is not later). */
  workingBetween(from: number, to: number): number {
    if (!(to > from)) return 0;
    let total = 0;
    const last = this.dayOf(to) + 1;
    for (let day = this.dayOf(from) - 1; day <= last; day++) {
      const period = this.period(day);
      if (!period) continue;
      const begin = Math.max(from, period[0]);
      const end = Math.min(to, period[1]);
      if (end > begin) total += end - begin;
    }
    return total;
  }

  /** The instant of wall-clock `minutes` after midnight on `day`, on the calendar's clock. */
  private instant(day: number, minutes: number): number {
    const wall = day * DAY_MS + minutes * MINUTE_MS;
    const zone = this.week.timezone;
    const first = zoneOffsetMinutes(new Date(wall), zone);
    const guess = wall - first * MINUTE_MS;
    const second = zoneOffsetMinutes(new Date(guess), zone);
    return second === first ? guess : wall - second * MINUTE_MS;
  }
}

/** One pause of an application's clock: [from, to), `to` null while it lasts. */
export interface ClockPause {
  from: number;
  to: number | null;
}

/** Where an application's service-level clock stands. */
export interface ClockReading {
  /** When the promised working time runs out (the pauses' working time added). */
  due: number;
  /** When `warnShare` of it has passed. */
  warn: number;
  /** Working time spent in pauses, up to `now` for a pause that lasts. */
  pausedMs: number;
}

/**
 * The due and warning instants of a clock started at `started` promising `budgetMs` of working
 * time, paused during `pauses`. Working time inside a pause does not count; a pause that still
 * lasts counts up to `now`, and the clock is read as if it resumed then.
 */
export function readClock(
  calendar: WorkingCalendar,
  started: number,
  budgetMs: number,
  pauses: readonly ClockPause[],
  warnShare: number,
  now: number,
): ClockReading {
  const sorted = [...pauses]
    .map((p) => ({ from: Math.max(p.from, started), to: p.to ?? Math.max(now, p.from) }))
    .filter((p) => p.to > p.from)
    .sort((a, b) => a.from - b.from);
  let pausedMs = 0;
  for (const p of sorted) pausedMs += calendar.workingBetween(p.from, p.to);
  const at = (target: number): number => {
    let cursor = started;
    let remaining = target;
    for (const p of sorted) {
      if (p.to <= cursor) continue;
      const running = calendar.workingBetween(cursor, Math.max(cursor, p.from));
      if (running >= remaining) return calendar.addWorking(cursor, remaining);
      remaining -= running;
      cursor = Math.max(cursor, p.to);
    }
    return calendar.addWorking(cursor, remaining);
  };
  return {
    due: at(budgetMs),
    warn: at(Math.round(budgetMs * Math.min(1, Math.max(0, warnShare)))),
    pausedMs,
  };
}
