import type { Language, TAssignment, TAssignmentRule, TWorkload } from '@mutabaa/shared';
import { translate } from '../../i18n/translate.js';
import type { HistoryItem, WorkloadRow } from './assignments.repository.js';
import type { RuleView } from './assignments.service.js';

const ref = (p: HistoryItem['fromUser']) =>
  p ? { id: p.id, full_name: p.fullName, email: p.email } : null;

/** Why an automatic pick chose its editor, in the reader's language. */
function automaticReason(row: HistoryItem, lang: Language): string {
  if (row.rule === 'balanced') {
    return translate(lang, 'auto_reason_balanced', { count: row.pickOpenCount ?? 0 });
  }
  return translate(lang, 'auto_reason_round_robin');
}

export function presentAssignment(row: HistoryItem, lang: Language): TAssignment {
  return {
    id: row.id,
    application: {
      id: row.application.id,
      reference_number: row.application.referenceNumber,
      title: row.application.title,
    },
    from_user: ref(row.fromUser),
    to_user: ref(row.toUser),
    assigned_by: row.automatic ? null : ref(row.assignedBy),
    reason: row.automatic && !row.reason ? automaticReason(row, lang) : row.reason,
    automatic: row.automatic,
    rule: row.rule === 'balanced' || row.rule === 'round_robin' ? row.rule : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentWorkload(row: WorkloadRow): TWorkload {
  return {
    user: { id: row.id, full_name: row.fullName, email: row.email },
    open: row.open,
    overdue: row.overdue,
    due_soon: row.dueSoon,
    completed_last_7_days: row.completedLast7Days,
    is_available: row.isAvailable,
  };
}

export function presentRule(view: RuleView): TAssignmentRule {
  return {
    transaction_type: view.type.value,
    label_en: view.type.labelEn,
    label_ar: view.type.labelAr,
    mode: view.mode === 'balanced' || view.mode === 'round_robin' ? view.mode : 'off',
    updated_at: view.updatedAt?.toISOString() ?? null,
  };
}
