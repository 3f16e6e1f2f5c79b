import type { TSlaHoliday, TSlaPolicy } from '@mutabaa/shared';
import type { SlaHolidayRow, SlaPolicyRow } from '../../db/schema/index.js';

export function presentHoliday(row: SlaHolidayRow): TSlaHoliday {
  return {
    id: row.id,
    name_ar: row.nameAr,
    name_en: row.nameEn,
    date_from: row.dateFrom,
    date_to: row.dateTo,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentPolicy(row: SlaPolicyRow): TSlaPolicy {
  return {
    id: row.id,
    name_ar: row.nameAr,
    name_en: row.nameEn,
    transaction_type: row.transactionType,
    priority: row.priority,
    resolution_hours: row.resolutionHours,
    pause_statuses: row.pauseStatuses,
    warn_percent: row.warnPercent,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
