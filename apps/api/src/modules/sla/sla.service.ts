import {
  holidaySpanProblem,
  type TSlaCalendar,
  type TSlaCalendarUpdate,
  type TSlaDueQuery,
  type TSlaHolidayCreate,
  type TSlaHolidayUpdate,
} from '@mutabaa/shared';
import type { Db, Executor } from '../../db/client.js';
import type { SlaHolidayRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { writeAuditLog } from '../audit-logs/index.js';
import { DATE_SETTING_KEYS } from '../settings/index.js';
import { getSetting, setSetting } from '../settings/index.js';
import { bumpSlaVersion, cachedSetup, readWeek } from './calendar.js';
import { presentHoliday } from './sla.presenter.js';
import * as repository from './sla.repository.js';

const notFound = () => new AppError(404, 'not_found');

/** The working calendar and holidays of the service levels (admin; the calendar read by staff). */
export class SlaService {
  constructor(private readonly deps: { db: Db; changed?: () => void }) {}

  async calendar(db: Executor = this.deps.db): Promise<TSlaCalendar> {
    const week = await readWeek(db);
    return {
      timezone: week.timezone,
      working_days: [...week.working_days],
      day_start: week.day_start,
      day_end: week.day_end,
    };
  }

  async updateCalendar(input: TSlaCalendarUpdate, actor: Actor): Promise<TSlaCalendar> {
    const result = await this.deps.db.transaction(async (tx) => {
      const before = await this.calendar(tx);
      const after: TSlaCalendar = {
        timezone: input.timezone,
        working_days: [...input.working_days].sort((a, b) => a - b),
        day_start: input.day_start,
        day_end: input.day_end,
      };
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const key of Object.keys(after) as (keyof TSlaCalendar)[]) {
        if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
          changes[key] = { from: before[key], to: after[key] };
        }
      }
      if (Object.keys(changes).length === 0) return { calendar: before, changed: false };
      if (changes.timezone) {
        const stored = await getSetting<unknown>(tx, DATE_SETTING_KEYS.timeZone, undefined);
        if (stored !== after.timezone) {
          await setSetting(tx, DATE_SETTING_KEYS.timeZone, after.timezone, actor.user.id);
        }
      }
      await repository.updateCalendarRow(tx, {
        workingDays: after.working_days,
        dayStart: after.day_start,
        dayEnd: after.day_end,
      });
      await bumpSlaVersion(tx, actor.user.id);
      await writeAuditLog(tx, {
        actorId: actor.user.id,
        action: 'sla_calendar.updated',
        entityType: 'sla_calendar',
        entityId: '1',
        changes,
        ip: actor.ip,
      });
      return { calendar: after, changed: true };
    });
    if (result.changed) this.deps.changed?.();
    return result.calendar;
  }

  /**
   * The instant `hours` of working time after `start`, on the calendar in force (as cached:
   * no query while it is fresh, see cachedSetup).
   */
  async due(query: TSlaDueQuery): Promise<{ due_at: string }> {
    const { calendar } = await cachedSetup(this.deps.db);
    const start = Date.parse(query.start);
    const due = calendar.addWorking(start, Math.round(query.hours * 3_600_000));
    return { due_at: new Date(due).toISOString() };
  }

  async holidays() {
    return (await repository.listHolidays(this.deps.db)).map(presentHoliday);
  }

  async createHoliday(input: TSlaHolidayCreate, actor: Actor) {
    const row = await this.deps.db.transaction(async (tx) => {
      const created = await repository.insertHoliday(tx, {
        nameAr: input.name_ar,
        nameEn: input.name_en,
        dateFrom: input.date_from,
        dateTo: input.date_to,
      });
      await bumpSlaVersion(tx);
      await this.audit(tx, actor, 'sla_holiday.created', 'sla_holiday', created.id, {
        name_ar: { from: null, to: created.nameAr },
        name_en: { from: null, to: created.nameEn },
        date_from: { from: null, to: created.dateFrom },
        date_to: { from: null, to: created.dateTo },
      });
      return created;
    });
    this.deps.changed?.();
    return presentHoliday(row);
  }

  async updateHoliday(id: number, input: TSlaHolidayUpdate, actor: Actor) {
    const result = await this.deps.db.transaction(async (tx) => {
      const row = await repository.findHolidayForUpdate(tx, id);
      if (!row) throw notFound();
      const next = {
        nameAr: input.name_ar ?? row.nameAr,
        nameEn: input.name_en ?? row.nameEn,
        dateFrom: input.date_from ?? row.dateFrom,
        dateTo: input.date_to ?? row.dateTo,
      };
      const problem = holidaySpanProblem(next.dateFrom, next.dateTo);
      if (problem) {
        throw new AppError(422, 'validation_error', {
          fieldErrors: {
            [input.date_to !== undefined || input.date_from === undefined
              ? 'date_to'
              : 'date_from']: [{ key: problem as 'sla_holiday_ends_before_start' }],
          },
        });
      }
      const changes = holidayChanges(row, next);
      if (Object.keys(changes).length === 0) return { row, changed: false };
      const updated = await repository.updateHolidayRow(tx, id, {
        ...next,
        updatedAt: new Date(),
      });
      const daysChanged = 'date_from' in changes || 'date_to' in changes;
      if (daysChanged) await bumpSlaVersion(tx);
      await this.audit(tx, actor, 'sla_holiday.updated', 'sla_holiday', id, changes);
      return { row: updated, changed: daysChanged };
    });
    if (result.changed) this.deps.changed?.();
    return presentHoliday(result.row);
  }

  async deleteHoliday(id: number, actor: Actor): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const row = await repository.deleteHolidayRow(tx, id);
      if (!row) throw notFound();
      await bumpSlaVersion(tx);
      await this.audit(tx, actor, 'sla_holiday.deleted', 'sla_holiday', id, {
        name_ar: { from: row.nameAr, to: null },
        name_en: { from: row.nameEn, to: null },
        date_from: { from: row.dateFrom, to: null },
        date_to: { from: row.dateTo, to: null },
      });
    });
    this.deps.changed?.();
  }

  audit(
    tx: Executor,
    actor: Actor,
    action: string,
    entityType: string,
    id: number,
    changes: Record<string, { from: unknown; to: unknown }>,
  ) {
    return writeAuditLog(tx, {
      actorId: actor.user.id,
      action,
      entityType,
      entityId: String(id),
      changes,
      ip: actor.ip,
    });
  }
}

function holidayChanges(
  row: SlaHolidayRow,
  next: Pick<SlaHolidayRow, 'nameAr' | 'nameEn' | 'dateFrom' | 'dateTo'>,
) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const pairs = [
    ['name_ar', row.nameAr, next.nameAr],
    ['name_en', row.nameEn, next.nameEn],
    ['date_from', row.dateFrom, next.dateFrom],
    ['date_to', row.dateTo, next.dateTo],
  ] as const;
  for (const [key, from, to] of pairs) if (from !== to) changes[key] = { from, to };
  return changes;
}
