import type { TFieldConfig, TFieldConfigPatch } from '@mutabaa/shared';
import type { Db, Executor } from '../../db/client.js';
import type { FieldConfigRow } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { writeAuditLog } from '../audit-logs/index.js';
import type { Actor } from '../../lib/actor.js';
import { presentField } from './form-config.presenter.js';
import { countFields, findField, listFields, updateField } from './fields.repository.js';

/** Every field configuration in form order: which fields are enabled and required. */
export function allFields(db: Executor): Promise<FieldConfigRow[]> {
  return listFields(db);
}

const COLUMNS = {
  is_enabled: 'isEnabled',
  is_required: 'isRequired',
  order: 'order',
} as const satisfies Record<keyof TFieldConfigPatch, keyof FieldConfigRow>;

/** Which fields of the application form are shown and required. */
export class FieldsService {
  constructor(private readonly deps: { db: Db }) {}

  async list(page: { limit?: number; offset?: number }) {
    const [count, rows] = await Promise.all([
      countFields(this.deps.db),
      listFields(this.deps.db, page),
    ]);
    return { count, results: rows.map(presentField) };
  }

  /**
   * A disabled field is never required: disabling one makes it optional, and asking for a
   * field that is (or becomes) disabled to be required is refused.
   */
  async update(id: number, patch: TFieldConfigPatch, actor: Actor): Promise<TFieldConfig> {
    return this.deps.db.transaction(async (tx) => {
      const row = await findField(tx, id);
      if (!row) throw new AppError(404, 'not_found');
      const enabled = patch.is_enabled ?? row.isEnabled;
      if (!enabled && patch.is_required === true) {
        throw fieldError(
          'validation_error',
          'is_required',
          'field_disabled_required',
          422,
          'field_disabled_required',
        );
      }
      const next = { ...patch, ...(enabled ? {} : { is_required: false }) };
      const values: Partial<FieldConfigRow> = {};
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [field, column] of Object.entries(COLUMNS) as [
        keyof TFieldConfigPatch,
        (typeof COLUMNS)[keyof TFieldConfigPatch],
      ][]) {
        const value = next[field];
        if (value === undefined || value === row[column]) continue;
        Object.assign(values, { [column]: value });
        changes[field] = { from: row[column], to: value };
      }
      if (Object.keys(changes).length === 0) return presentField(row);
      const updated = await updateField(tx, id, values);
      if (!updated) throw new AppError(404, 'not_found');
      await writeAuditLog(tx, {
        actorId: actor.user.id,
        action: 'form_field.updated',
        entityType: 'form_field',
        entityId: String(id),
        changes: { field_name: row.fieldName, ...changes },
        ip: actor.ip,
      });
      return presentField(updated);
    });
  }
}
