import type { Language, TAssignResponse } from '@mutabaa/shared';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../../lib/format';

/** "3 applications assigned to X." and, when some were already there, how many. */
export function assignedMessage(
  t: TFunction,
  language: Language,
  result: TAssignResponse,
  assignee: string | null,
): string {
  const n = formatNumber(result.assigned, language);
  const one = result.assigned === 1;
  const moved = assignee
    ? t(one ? 'assignments.dialog.assignedOne' : 'assignments.dialog.assignedMany', {
        n,
        name: assignee,
      })
    : t(one ? 'assignments.dialog.returnedOne' : 'assignments.dialog.returnedMany', { n });
  if (result.unchanged === 0) return moved;
  const unchanged = t('assignments.dialog.unchanged', {
    n: formatNumber(result.unchanged, language),
  });
  return `${moved} ${unchanged}`;
}
