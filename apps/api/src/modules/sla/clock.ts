import { readClock, type ClockPause, type WorkingCalendar } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { ApplicationSlaPauseRow, SlaPolicyRow } from '../../db/schema/index.js';
import { workflowFinalStatuses } from '../form-config/index.js';
import { loadSetup } from './calendar.js';
import * as repository from './clock.repository.js';
import type { ClockSubject, ClockWrite } from './clock.repository.js';

const HOUR_MS = 3_600_000;

/**
 * The policy for an application: the most specific active one (type and priority, then type,
 * then priority, then neither); undefined when none applies.
 */
export function choosePolicy(
  policies: readonly SlaPolicyRow[],
  subject: Pick<ClockSubject, 'transactionType' | 'priority'>,
): SlaPolicyRow | undefined {
  let best: SlaPolicyRow | undefined;
  let bestRank = -1;
  for (const p of policies) {
    if (p.transactionType !== null && p.transactionType !== subject.transactionType) continue;
    if (p.priority !== null && p.priority !== subject.priority) continue;
    const rank = (p.transactionType !== null ? 2 : 0) + (p.priority !== null ? 1 : 0);
    if (rank > bestRank) [best, bestRank] = [p, rank];
  }
  return best;
}

/** The rules the clocks of one batch are worked out under. */
export interface ClockRules {
  version: number;
  calendar: WorkingCalendar;
  policies: SlaPolicyRow[];
  finals: string[];
}

export async function loadRules(db: Executor): Promise<ClockRules> {
  // One after the other: in a transaction they share one connection, which runs one at a time.
  const setup = await loadSetup(db);
  const policies = await repository.activePolicies(db);
  const finals = await workflowFinalStatuses(db);
  return { version: setup.version, calendar: setup.calendar, policies, finals };
}

/**
 * Brings the service-level clocks of applications `ids` up to date with what they are now
 * (status, type, priority, deletion) and the rules in force, in the caller's transaction
 * (docs/architecture.md#service-levels):
 * - a clock runs from the first submission while a policy applies; a draft has none;
 * - it pauses while the status is one of the policy's pause statuses (a pause is recorded and
 *   kept, whatever later happens to the policy);
 * - it stops at a final status; reopened, the time it stood still counts as a pause;
 * - the due and warning instants add the working time of the closed pauses; a pause that
 *   lasts is added when it ends.
 */
export async function syncClocks(
  db: Executor,
  ids: readonly number[],
  now: Date = new Date(),
  rules?: ClockRules,
  known?: ClockSubject[],
): Promise<void> {
  if (ids.length === 0) return;
  const subjects = known ?? (await repository.findSubjects(db, ids));
  const using = rules ?? (await loadRules(db));
  const subjectIds = subjects.map((s) => s.id);
  const clocks = await repository.clocksOf(db, subjectIds);
  const pauses = await repository.pausesOf(db, subjectIds);
  const clockOf = new Map(clocks.map((c) => [c.applicationId, c]));
  const pausesById = new Map<number, ApplicationSlaPauseRow[]>();
  for (const p of pauses) {
    const list = pausesById.get(p.applicationId) ?? [];
    list.push(p);
    pausesById.set(p.applicationId, list);
  }

  const drop: number[] = [];
  const close: { id: number; at: Date }[] = [];
  const open: { applicationId: number; startedAt: Date; endedAt: Date | null }[] = [];
  const writes: ClockWrite[] = [];
  for (const subject of subjects) {
    const clock = clockOf.get(subject.id);
    const policy = choosePolicy(using.policies, subject);
    if (subject.deletedAt || !subject.submittedAt || !policy) {
      if (clock) drop.push(subject.id);
      continue;
    }
    const own = (pausesById.get(subject.id) ?? []).map((p) => ({ ...p }));
    const lasting = own.find((p) => p.endedAt === null);
    const final = using.finals.includes(subject.status);
    let stoppedAt: Date | null = clock?.stoppedAt ?? null;
    if (final) {
      stoppedAt ??= subject.statusChangedAt;
      if (lasting) {
        lasting.endedAt = stoppedAt;
        close.push({ id: lasting.id, at: stoppedAt });
      }
    } else {
      if (stoppedAt) {
        // Reopened: the time it stood completed or cancelled does not count.
        open.push({ applicationId: subject.id, startedAt: stoppedAt, endedAt: now });
        own.push({ id: 0, applicationId: subject.id, startedAt: stoppedAt, endedAt: now });
        stoppedAt = null;
      }
      const pausing = policy.pauseStatuses.includes(subject.status);
      if (pausing && !lasting) {
        open.push({ applicationId: subject.id, startedAt: now, endedAt: null });
        own.push({ id: 0, applicationId: subject.id, startedAt: now, endedAt: null });
      } else if (!pausing && lasting) {
        lasting.endedAt = now;
        close.push({ id: lasting.id, at: now });
      }
    }
    writes.push(
      clockWrite(subject.id, subject.submittedAt, policy, own, stoppedAt, using, now.getTime()),
    );
  }
  await repository.deleteClocks(db, drop);
  for (const at of new Set(close.map((c) => c.at.getTime()))) {
    const ids = close.filter((c) => c.at.getTime() === at).map((c) => c.id);
    await repository.closePauses(db, ids, new Date(at));
  }
  await repository.insertPauses(db, open);
  await repository.upsertClocks(db, writes);
}

/** The stored clock of one application from its pauses and policy. */
function clockWrite(
  applicationId: number,
  startedAt: Date,
  policy: SlaPolicyRow,
  pauses: readonly Pick<ApplicationSlaPauseRow, 'startedAt' | 'endedAt'>[],
  stoppedAt: Date | null,
  rules: ClockRules,
  now: number,
): ClockWrite {
  const started = startedAt.getTime();
  const lasting = pauses.find((p) => p.endedAt === null);
  // Closed pauses only: a lasting one is added when it ends (the clock reads as if it
  // resumed at its start, see presentClock).
  const closed: ClockPause[] = pauses
    .filter((p) => p.endedAt !== null)
    .map((p) => ({ from: p.startedAt.getTime(), to: p.endedAt!.getTime() }));
  const reading = readClock(
    rules.calendar,
    started,
    Math.round(policy.resolutionHours * HOUR_MS),
    closed,
    policy.warnPercent / 100,
    now,
  );
  return {
    applicationId,
    policyId: policy.id,
    startedAt,
    dueAt: new Date(reading.due),
    warnAt: new Date(reading.warn),
    pausedAt: lasting && !stoppedAt ? lasting.startedAt : null,
    pausedMs: Math.round(reading.pausedMs),
    stoppedAt,
    version: rules.version,
  };
}
