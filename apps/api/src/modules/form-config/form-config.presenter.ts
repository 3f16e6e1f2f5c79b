import {
  normalizeRole,
  type TFieldConfig,
  type TOption,
  type TStatusTransition,
} from '@mutabaa/shared';
import type { FieldConfigRow, OptionRow, StatusTransitionRow } from '../../db/schema/index.js';

export function presentField(row: FieldConfigRow): TFieldConfig {
  return {
    id: row.id,
    field_name: row.fieldName,
    label_en: row.labelEn,
    label_ar: row.labelAr,
    is_enabled: row.isEnabled,
    is_required: row.isRequired,
    order: row.order,
  };
}

export function presentOption(row: OptionRow): TOption {
  return {
    id: row.id,
    value: row.value,
    label_en: row.labelEn,
    label_ar: row.labelAr,
    badge_color: row.badgeColor,
    order: row.order,
    is_active: row.isActive,
  };
}

export function presentTransition(row: StatusTransitionRow): TStatusTransition {
  return {
    id: row.id,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    min_role: normalizeRole(row.minRole) ?? 'admin',
  };
}
