import type { AuditRetention } from '../api/get-audit-retention';

/** The retention form as typed: keep forever, or the days in the number field. */
export type RetentionDraft = { forever: boolean; days: string };

export function draftOfRetention(retention: AuditRetention): RetentionDraft {
  return retention === null
    ? { forever: true, days: '' }
    : { forever: false, days: String(retention) };
}

/**
 * The value to save, or why there is none. Only an empty field is refused here: the range is
 * the server's to check, and its message is shown under the field.
 */
export function retentionOfDraft(
  draft: RetentionDraft,
): { value: AuditRetention } | { error: 'required' } {
  if (draft.forever) return { value: null };
  const days = draft.days.trim();
  if (days === '') return { error: 'required' };
  return { value: Number(days) };
}
