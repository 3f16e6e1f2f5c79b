import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  applicationSla,
  settings,
  slaCalendar,
  slaHolidays,
  slaPolicies,
  type SlaHolidayRow,
  type SlaPolicyRow,
} from '../../db/schema/index.js';

/** The calendar row and the value of the setting `timeZoneKey`, in one statement. */
export async function readCalendarRow(db: Executor, timeZoneKey: string) {
  const [row] = await db
    .select({
      version: slaCalendar.version,
      revision: slaCalendar.revision,
      workingDays: slaCalendar.workingDays,
      dayStart: slaCalendar.dayStart,
      dayEnd: slaCalendar.dayEnd,
      timeZone: sql<unknown>`(select ${settings.value} from ${settings} where ${settings.key} = ${timeZoneKey})`,
    })
    .from(slaCalendar)
    .where(eq(slaCalendar.id, 1));
  if (!row) throw new Error('The sla_calendar row is missing (migration 0035).');
  return row;
}
export type CalendarRow = Awaited<ReturnType<typeof readCalendarRow>>;

export async function updateCalendarRow(
  db: Executor,
  values: { workingDays: number[]; dayStart: string; dayEnd: string },
): Promise<void> {
  await db.update(slaCalendar).set(values).where(eq(slaCalendar.id, 1));
}

/** A new version and revision of the rules (see calendar.ts). */
export async function bumpVersion(db: Executor, updatedBy?: number | null): Promise<number> {
  const [row] = await db
    .update(slaCalendar)
    .set({
      version: sql`${slaCalendar.version} + 1`,
      revision: sql`gen_random_uuid()`,
      // A recomputation under the old version stops; the new one walks from the start.
      recomputeCursor: 0,
      updatedAt: new Date(),
      ...(updatedBy !== undefined ? { updatedBy } : {}),
    })
    .where(eq(slaCalendar.id, 1))
    .returning({ version: slaCalendar.version });
  return row!.version;
}

export function holidayDays(db: Executor) {
  return db
    .select({ date_from: slaHolidays.dateFrom, date_to: slaHolidays.dateTo })
    .from(slaHolidays)
    .orderBy(asc(slaHolidays.dateFrom));
}

export function listHolidays(db: Executor): Promise<SlaHolidayRow[]> {
  return db.select().from(slaHolidays).orderBy(asc(slaHolidays.dateFrom), asc(slaHolidays.id));
}

export async function findHolidayForUpdate(db: Executor, id: number) {
  const [row] = await db.select().from(slaHolidays).where(eq(slaHolidays.id, id)).for('update');
  return row;
}

export async function insertHoliday(db: Executor, values: typeof slaHolidays.$inferInsert) {
  const [row] = await db.insert(slaHolidays).values(values).returning();
  return row!;
}

export async function updateHolidayRow(
  db: Executor,
  id: number,
  values: Partial<typeof slaHolidays.$inferInsert>,
) {
  const [row] = await db.update(slaHolidays).set(values).where(eq(slaHolidays.id, id)).returning();
  return row!;
}

export async function deleteHolidayRow(db: Executor, id: number) {
  const [row] = await db.delete(slaHolidays).where(eq(slaHolidays.id, id)).returning();
  return row;
}

export function listPolicies(db: Executor): Promise<SlaPolicyRow[]> {
  return db
    .select()
    .from(slaPolicies)
    .orderBy(
      sql`${slaPolicies.active} desc`,
      sql`${slaPolicies.transactionType} nulls last`,
      sql`${slaPolicies.priority} nulls last`,
      asc(slaPolicies.id),
    );
}

export async function findPolicyForUpdate(db: Executor, id: number) {
  const [row] = await db.select().from(slaPolicies).where(eq(slaPolicies.id, id)).for('update');
  return row;
}

export async function insertPolicy(db: Executor, values: typeof slaPolicies.$inferInsert) {
  const [row] = await db.insert(slaPolicies).values(values).returning();
  return row!;
}

export async function updatePolicyRow(
  db: Executor,
  id: number,
  values: Partial<typeof slaPolicies.$inferInsert>,
) {
  const [row] = await db.update(slaPolicies).set(values).where(eq(slaPolicies.id, id)).returning();
  return row!;
}

export async function deletePolicyRow(db: Executor, id: number): Promise<void> {
  await db.delete(slaPolicies).where(eq(slaPolicies.id, id));
}

/** Whether any application's clock follows policy `id`. */
export async function policyInUse(db: Executor, id: number): Promise<boolean> {
  const [used] = await db
    .select({ id: applicationSla.applicationId })
    .from(applicationSla)
    .where(eq(applicationSla.policyId, id))
    .limit(1);
  return used !== undefined;
}

/** Whether another active policy has this type and priority. */
export async function activePairTaken(
  db: Executor,
  type: string | null,
  priority: string | null,
  except?: number,
): Promise<boolean> {
  const [taken] = await db
    .select({ id: slaPolicies.id })
    .from(slaPolicies)
    .where(
      and(
        eq(slaPolicies.active, true),
        type === null ? isNull(slaPolicies.transactionType) : eq(slaPolicies.transactionType, type),
        priority === null ? isNull(slaPolicies.priority) : eq(slaPolicies.priority, priority),
        except === undefined ? undefined : ne(slaPolicies.id, except),
      ),
    )
    .limit(1);
  return taken !== undefined;
}
