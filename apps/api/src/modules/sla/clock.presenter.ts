import type { TApplicationSla, TSlaState, WorkingCalendar } from '@mutabaa/shared';

/** The stored columns of a clock a presenter reads (the list reads them with its rows). */
export type StoredClock = {
  policyId: number | null;
  startedAt: Date;
  dueAt: Date;
  pausedAt: Date | null;
  pausedMs: number;
  stoppedAt: Date | null;
};

const MINUTE_MS = 60_000;

/**
 * An application's service level at `now` (docs/architecture.md#service-levels). A stored
 * clock reads as if a pause that still lasts resumed at its start; here that pause's working
 * time so far is added to the paused minutes, and the due instant is read as if it resumed now.
 */
export function presentClock(
  clock: StoredClock,
  calendar: WorkingCalendar,
  now: number,
): TApplicationSla {
  const due = clock.dueAt.getTime();
  let state: TSlaState;
  let dueAt = due;
  let pausedMs = clock.pausedMs;
  let breachedAt: number | null = null;
  if (clock.stoppedAt) {
    const missed = clock.stoppedAt.getTime() > due;
    state = missed ? 'missed' : 'met';
    if (missed) breachedAt = due;
  } else if (clock.pausedAt) {
    state = 'paused';
    const since = clock.pausedAt.getTime();
    if (due <= since) {
      breachedAt = due;
    } else if (now > since) {
      // What was left when the pause began counts from now.
      dueAt = calendar.addWorking(now, calendar.workingBetween(since, due));
    }
    pausedMs += calendar.workingBetween(since, now);
  } else if (now > due) {
    state = 'breached';
    breachedAt = due;
  } else {
    state = 'running';
  }
  return {
    policy_id: clock.policyId,
    started_at: clock.startedAt.toISOString(),
    due_at: new Date(dueAt).toISOString(),
    state,
    paused_minutes: Math.floor(pausedMs / MINUTE_MS),
    breached_at: breachedAt === null ? null : new Date(breachedAt).toISOString(),
  };
}

/** Reads clocks for one viewer: an applicant sees the promise, not the policy behind it. */
export type ClockReader = (clock: StoredClock | null | undefined) => TApplicationSla | null;

export function clockReaderWith(
  calendar: WorkingCalendar,
  viewerRole: string,
  now = Date.now(),
): ClockReader {
  return (clock) => {
    if (!clock) return null;
    const sla = presentClock(clock, calendar, now);
    return viewerRole === 'client' ? { ...sla, policy_id: null } : sla;
  };
}

/** A listed row's clock columns as a stored clock (undefined without one). */
export function listedClock(row: {
  slaPolicyId?: number | null;
  slaStartedAt?: Date | null;
  slaDueAt?: Date | null;
  slaPausedAt?: Date | null;
  slaPausedMs?: number | null;
  slaStoppedAt?: Date | null;
}): StoredClock | undefined {
  if (!row.slaDueAt || !row.slaStartedAt) return undefined;
  return {
    policyId: row.slaPolicyId ?? null,
    startedAt: row.slaStartedAt,
    dueAt: row.slaDueAt,
    pausedAt: row.slaPausedAt ?? null,
    pausedMs: Number(row.slaPausedMs ?? 0),
    stoppedAt: row.slaStoppedAt ?? null,
  };
}
