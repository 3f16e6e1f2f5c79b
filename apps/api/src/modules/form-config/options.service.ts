import type { OptionList, TOption, TOptionCreate, TOptionPatch } from '@mutabaa/shared';
import type { Db, Executor } from '../../db/client.js';
import type { OptionRow } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { writeAuditLog } from '../audit-logs/index.js';
import type { Actor } from '../../lib/actor.js';
import { presentOption } from './form-config.presenter.js';
import { optionInUse } from './options-in-use.js';
import {
  allOptions as readAllOptions,
  cachedOptions as readCachedOptions,
  deleteOption,
  findOption,
  insertOption,
  listOptions,
  nextOptionOrder,
  updateOption,
} from './options.repository.js';

const COLUMNS = {
  label_en: 'labelEn',
  label_ar: 'labelAr',
  badge_color: 'badgeColor',
  order: 'order',
  is_active: 'isActive',
} as const satisfies Record<keyof TOptionPatch, keyof OptionRow>;

const notFound = () => new AppError(404, 'not_found');

/** Every option of every list (a few dozen rows), read fresh: for rules and validation. */
export function allOptions(db: Executor): Promise<OptionRow[]> {
  return readAllOptions(db);
}

/**
 * Every option, for labels only (a list's `*_display`): read at most every
 * OPTIONS_CACHE_TTL_MS, and again at once after an edit here.
 */
export function cachedOptions(db: Executor): Promise<OptionRow[]> {
  return readCachedOptions(db);
}

export type DeleteResult = { deleted: true } | { deleted: false; option: TOption };

/** Application types, priorities and statuses: the lists an admin edits in Form Settings. */
export class OptionsService {
  constructor(private readonly deps: { db: Db }) {}

  async list(list: OptionList, activeOnly = false): Promise<TOption[]> {
    return (await listOptions(this.deps.db, list, activeOnly)).map(presentOption);
  }

  async create(list: OptionList, input: TOptionCreate, actor: Actor): Promise<TOption> {
    return this.deps.db.transaction(async (tx) => {
      const row = await insertOption(tx, {
        list,
        value: input.value,
        labelEn: input.label_en,
        labelAr: input.label_ar,
        badgeColor: input.badge_color,
        order: input.order ?? (await nextOptionOrder(tx, list)),
        isActive: input.is_active ?? true,
      });
      if (!row) throw fieldError('option_value_taken', 'value', 'option_value_taken', 409);
      const option = presentOption(row);
      await this.audit(tx, actor, 'form_option.created', row, { list, ...option });
      return option;
    });
  }

  async update(list: OptionList, id: number, patch: TOptionPatch, actor: Actor): Promise<TOption> {
    return this.deps.db.transaction(async (tx) => {
      const row = await findOption(tx, list, id);
      if (!row) throw notFound();
      const values: Partial<OptionRow> = {};
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [field, column] of Object.entries(COLUMNS) as [
        keyof TOptionPatch,
        (typeof COLUMNS)[keyof TOptionPatch],
      ][]) {
        const next = patch[field];
        if (next === undefined || next === row[column]) continue;
        Object.assign(values, { [column]: next });
        changes[field] = { from: row[column], to: next };
      }
      if (Object.keys(changes).length === 0) return presentOption(row);
      const updated = await updateOption(tx, id, values);
      if (!updated) throw notFound();
      await this.audit(tx, actor, 'form_option.updated', row, { list, ...changes });
      return presentOption(updated);
    });
  }

  /**
   * Deletes an unused option. One in use is deactivated instead, or with `hard` refused (409):
   * the value stays readable in the records that hold it.
   */
  async remove(list: OptionList, id: number, hard: boolean, actor: Actor): Promise<DeleteResult> {
    return this.deps.db.transaction(async (tx) => {
      const row = await findOption(tx, list, id);
      if (!row) throw notFound();
      if (await optionInUse(tx, list, row.value)) {
        if (hard) throw new AppError(409, 'option_in_use');
        const updated = row.isActive ? await updateOption(tx, id, { isActive: false }) : row;
        if (!updated) throw notFound();
        if (row.isActive) {
          await this.audit(tx, actor, 'form_option.deactivated', row, {
            list,
            is_active: { from: true, to: false },
          });
        }
        return { deleted: false, option: presentOption(updated) };
      }
      await deleteOption(tx, id);
      await this.audit(tx, actor, 'form_option.deleted', row, { list, ...presentOption(row) });
      return { deleted: true };
    });
  }

  /** Orders the list as `ids` says; options not named follow in their current order. */
  async reorder(list: OptionList, ids: number[], actor: Actor): Promise<TOption[]> {
    return this.deps.db.transaction(async (tx) => {
      const rows = await listOptions(tx, list);
      const known = new Set(rows.map((r) => r.id));
      if (new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
        throw fieldError(
          'validation_error',
          'ids',
          'reorder_ids_mismatch',
          422,
          'validation_error',
        );
      }
      const named = new Set(ids);
      const ordered = [...ids, ...rows.filter((r) => !named.has(r.id)).map((r) => r.id)];
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const [position, id] of ordered.entries()) {
        if (byId.get(id)!.order !== position) await updateOption(tx, id, { order: position });
      }
      await writeAuditLog(tx, {
        actorId: actor.user.id,
        action: 'form_option.reordered',
        entityType: 'form_option_list',
        entityId: list,
        changes: { from: rows.map((r) => r.id), to: ordered },
        ip: actor.ip,
      });
      return (await listOptions(tx, list)).map(presentOption);
    });
  }

  private async audit(
    tx: Parameters<typeof writeAuditLog>[0],
    actor: Actor,
    action: string,
    row: OptionRow,
    changes: Record<string, unknown>,
  ): Promise<void> {
    await writeAuditLog(tx, {
      actorId: actor.user.id,
      action,
      entityType: 'form_option',
      entityId: String(row.id),
      changes,
      ip: actor.ip,
    });
  }
}
