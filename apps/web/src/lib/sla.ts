import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  WorkingCalendar,
  ZSlaCalendar,
  type TApplicationSla,
  type TSlaState,
} from '@mutabaa/shared';
import { sharedKeys } from './query-keys';
import { api } from './session';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The badge's look: Bootstrap's contextual badge classes. */
export type SlaTone = 'success' | 'secondary' | 'danger' | 'danger-outline';

/** A badge text as a translation key and its count (for the plural forms). */
export type SlaText = { key: string; count?: number };

export const SLA_TONE_CLASS: Record<SlaTone, string> = {
  success: 'text-bg-success',
  secondary: 'text-bg-secondary',
  danger: 'text-bg-danger',
  'danger-outline': 'border border-danger text-danger-emphasis bg-danger-subtle',
};

const STATE_TONE: Record<TSlaState, SlaTone> = {
  running: 'success',
  paused: 'secondary',
  met: 'success',
  breached: 'danger',
  missed: 'danger-outline',
};

/** Time past the promise in the largest unit under which it reads well (real time). */
function lateText(ms: number): SlaText {
  if (ms < HOUR_MS)
    return { key: 'slaBadge.lateMinutes', count: Math.max(1, Math.floor(ms / MINUTE_MS)) };
  if (ms < 2 * DAY_MS) return { key: 'slaBadge.lateHours', count: Math.floor(ms / HOUR_MS) };
  return { key: 'slaBadge.lateDays', count: Math.floor(ms / DAY_MS) };
}

/** Working time left: whole hours, or minutes in the last hour (never "0"). */
function leftText(ms: number): SlaText {
  if (ms < HOUR_MS)
    return { key: 'slaBadge.leftMinutes', count: Math.max(1, Math.ceil(ms / MINUTE_MS)) };
  return { key: 'slaBadge.leftHours', count: Math.floor(ms / HOUR_MS) };
}

/**
 * What a staff member's badge says of a service level at `nowMs`. The working time left is
 * counted on the working week without holidays (which only admins can read), so it can run a
 * little ahead of the server's due moment around a holiday; without a calendar it says "On time".
 */
export function slaBadgeText(
  sla: TApplicationSla,
  nowMs: number,
  calendar: WorkingCalendar | undefined,
): { text: SlaText; tone: SlaTone } {
  const dueMs = Date.parse(sla.due_at);
  switch (sla.state) {
    case 'paused':
      return { text: { key: 'slaBadge.paused' }, tone: 'secondary' };
    case 'met':
      return { text: { key: 'slaBadge.met' }, tone: 'success' };
    case 'missed':
      return { text: { key: 'slaBadge.missed' }, tone: 'danger-outline' };
    case 'breached':
      return { text: lateText(Math.max(0, nowMs - dueMs)), tone: 'danger' };
    case 'running': {
      // The server marks a breach on its next pass; until then the clock here already says so.
      if (nowMs >= dueMs) return { text: lateText(nowMs - dueMs), tone: 'danger' };
      if (!calendar) return { text: { key: 'slaBadge.running' }, tone: STATE_TONE.running };
      return { text: leftText(calendar.workingBetween(nowMs, dueMs)), tone: STATE_TONE.running };
    }
  }
}

/** Whether a client is still waiting on the promise (else the moment is of no use to them). */
export function isOpenSla(sla: TApplicationSla): boolean {
  return sla.state === 'running' || sla.state === 'paused' || sla.state === 'breached';
}

/** GET /sla/calendar/ (staff): the working week the badges count working time on. */
export const workingWeekQuery = () =>
  queryOptions({
    queryKey: sharedKeys.slaCalendar(),
    queryFn: async () => ZSlaCalendar.parse(await api.get('/sla/calendar/')),
    staleTime: 5 * 60_000,
  });

/** The working calendar without holidays; undefined until read, or for a client. */
export function useWorkingCalendar(enabled = true): WorkingCalendar | undefined {
  const { data } = useQuery({ ...workingWeekQuery(), enabled });
  return useMemo(() => {
    if (!data) return undefined;
    try {
      return new WorkingCalendar(data);
    } catch {
      return undefined;
    }
  }, [data]);
}

/** The time now, moved on each minute, for texts that count down. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
