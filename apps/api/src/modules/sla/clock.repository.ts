import { and, asc, eq, gt, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  applications,
  applicationSla,
  applicationSlaPauses,
  slaCalendar,
  slaPolicies,
  type ApplicationSlaPauseRow,
  type ApplicationSlaRow,
  type SlaPolicyRow,
} from '../../db/schema/index.js';

/** What a clock needs to know of an application. */
export type ClockSubject = {
  id: number;
  status: string;
  transactionType: string | null;
  priority: string;
  submittedAt: Date | null;
  statusChangedAt: Date;
  deletedAt: Date | null;
};

const subjectColumns = {
  id: applications.id,
  status: applications.status,
  transactionType: applications.transactionType,
  priority: applications.priority,
  submittedAt: applications.submittedAt,
  statusChangedAt: applications.statusChangedAt,
  deletedAt: applications.deletedAt,
};

export function findSubjects(db: Executor, ids: readonly number[]): Promise<ClockSubject[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(subjectColumns)
    .from(applications)
    .where(inArray(applications.id, [...ids]));
}

/**
 * The next `limit` applications after id `after` that may run a clock: live, submitted and not
 * in one of `finals` (a recomputation's keyset walk).
 */
export function openSubjectsAfter(
  db: Executor,
  after: number,
  limit: number,
  finals: readonly string[],
): Promise<ClockSubject[]> {
  return db
    .select(subjectColumns)
    .from(applications)
    .where(
      and(
        gt(applications.id, after),
        isNull(applications.deletedAt),
        isNotNull(applications.submittedAt),
        finals.length ? notInArray(applications.status, [...finals]) : undefined,
      ),
    )
    .orderBy(asc(applications.id))
    .limit(limit);
}

export function activePolicies(db: Executor): Promise<SlaPolicyRow[]> {
  return db.select().from(slaPolicies).where(eq(slaPolicies.active, true));
}

export function clocksOf(db: Executor, ids: readonly number[]): Promise<ApplicationSlaRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(applicationSla)
    .where(inArray(applicationSla.applicationId, [...ids]));
}

export function pausesOf(db: Executor, ids: readonly number[]): Promise<ApplicationSlaPauseRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(applicationSlaPauses)
    .where(inArray(applicationSlaPauses.applicationId, [...ids]))
    .orderBy(asc(applicationSlaPauses.applicationId), asc(applicationSlaPauses.startedAt));
}

export async function insertPauses(
  db: Executor,
  starts: { applicationId: number; startedAt: Date; endedAt: Date | null }[],
): Promise<void> {
  if (starts.length) await db.insert(applicationSlaPauses).values(starts);
}

export async function closePauses(db: Executor, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(applicationSlaPauses)
    .set({ endedAt: at })
    .where(and(inArray(applicationSlaPauses.id, [...ids]), isNull(applicationSlaPauses.endedAt)));
}

export async function deleteClocks(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(applicationSla).where(inArray(applicationSla.applicationId, [...ids]));
}

export type ClockWrite = Omit<ApplicationSlaRow, 'warnedAt' | 'breachNotifiedAt'>;

/**
 * Writes clocks in one statement (insert or update), keeping when each was warned and
 * reported; a clock whose policy changed is warned afresh only if its warning moved later.
 */
export async function upsertClocks(db: Executor, rows: readonly ClockWrite[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((r) => ({
      a: r.applicationId,
      p: r.policyId,
      s: r.startedAt.toISOString(),
      d: r.dueAt.toISOString(),
      w: r.warnAt.toISOString(),
      pa: r.pausedAt?.toISOString() ?? null,
      pm: r.pausedMs,
      st: r.stoppedAt?.toISOString() ?? null,
      v: r.version,
    })),
  );
  await db.execute(sql`
    insert into ${applicationSla} as c (application_id, policy_id, started_at, due_at, warn_at,
      paused_at, paused_ms, stopped_at, version)
    select a, p, s, d, w, pa, pm, st, v
    from jsonb_to_recordset(${json}::jsonb) as x(a int, p int, s timestamptz, d timestamptz,
      w timestamptz, pa timestamptz, pm bigint, st timestamptz, v int)
    on conflict (application_id) do update set
      policy_id = excluded.policy_id, started_at = excluded.started_at,
      due_at = excluded.due_at, warn_at = excluded.warn_at, paused_at = excluded.paused_at,
      paused_ms = excluded.paused_ms, stopped_at = excluded.stopped_at, version = excluded.version`);
}

/** Where a recomputation stands: the version it works towards and the last id it did. */
export async function recomputeState(db: Executor) {
  const [row] = await db
    .select({
      version: slaCalendar.version,
      recomputed: slaCalendar.recomputedVersion,
      cursor: slaCalendar.recomputeCursor,
    })
    .from(slaCalendar)
    .where(eq(slaCalendar.id, 1));
  return row!;
}

/** Records progress of the recomputation of `version` (only while that is still the version). */
export async function recordRecompute(
  db: Executor,
  version: number,
  cursor: number,
  done: boolean,
): Promise<void> {
  await db
    .update(slaCalendar)
    .set(done ? { recomputedVersion: version, recomputeCursor: 0 } : { recomputeCursor: cursor })
    .where(and(eq(slaCalendar.id, 1), eq(slaCalendar.version, version)));
}

/** Takes the recomputation's lock for the caller's transaction; false when another has it. */
export async function tryRecomputeLock(db: Executor): Promise<boolean> {
  const result = (await db.execute(
    sql`select pg_try_advisory_xact_lock(${RECOMPUTE_LOCK}) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  return Boolean(result.rows[0]?.locked);
}
/** The advisory lock key of the recomputation ("SLA" in ASCII). */
const RECOMPUTE_LOCK = 0x534c41;

/** A clock claimed for a notification, with what the notification says. */
export type ClaimedClock = {
  applicationId: number;
  referenceNumber: string;
  title: string;
  assignedToId: number | null;
  dueAt: Date;
  warnPercent: number;
};

/**
 * Claims up to `limit` running clocks of live applications whose warning (`kind` warning) or
 * due instant (`breach`) has passed by `now` and that were not yet told, marking them told in
 * the caller's transaction. Concurrent claims (another instance) wait for this transaction and
 * then find them told: each is claimed once. A warning whose due instant has passed too is
 * marked without being returned: the breach says more.
 */
export async function claimClocks(
  db: Executor,
  kind: 'warning' | 'breach',
  now: Date,
  limit: number,
): Promise<ClaimedClock[]> {
  const at = now.toISOString();
  const due =
    kind === 'warning'
      ? sql`c.warned_at is null and c.warn_at <= ${at}::timestamptz`
      : sql`c.breach_notified_at is null and c.due_at <= ${at}::timestamptz`;
  const result = (await db.execute(sql`
    with picked as (
      select c.application_id from application_sla c
      join applications a on a.id = c.application_id and a.deleted_at is null
      where c.stopped_at is null and c.paused_at is null and ${due}
      order by c.application_id
      limit ${limit}
      for update of c skip locked
    )
    update application_sla c set
      warned_at = coalesce(c.warned_at, ${at}::timestamptz),
      breach_notified_at = case when ${kind} = 'breach' then ${at}::timestamptz
        else c.breach_notified_at end
    from picked, applications a, sla_policies p
    where c.application_id = picked.application_id and a.id = c.application_id
      and p.id = c.policy_id
    returning c.application_id as "applicationId", a.reference_number as "referenceNumber",
      a.title, a.assigned_to_id as "assignedToId", c.due_at as "dueAt",
      p.warn_percent as "warnPercent",
      (${kind} = 'breach' or c.due_at > ${at}::timestamptz) as "tell"`)) as unknown as {
    rows: (Omit<ClaimedClock, 'dueAt'> & { dueAt: Date | string; tell: boolean })[];
  };
  return result.rows
    .filter((row) => row.tell)
    .map((row) => ({
      applicationId: row.applicationId,
      referenceNumber: row.referenceNumber,
      title: row.title,
      assignedToId: row.assignedToId,
      dueAt: new Date(row.dueAt),
      warnPercent: Number(row.warnPercent),
    }));
}
