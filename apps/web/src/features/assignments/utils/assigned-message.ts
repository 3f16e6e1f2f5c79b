import type { TAssignResponse } from '@mutabaa/shared';
import type { TFunction } from 'i18next';

/** "3 applications assigned to X." and, when some were already there, how many. */
export function assignedMessage(
  t: TFunction,
  result: TAssignResponse,
  assignee: string | null,
): string {
  const count = result.assigned;
  const moved = assignee
    ? t('assignments.dialog.assigned', { count, name: assignee })
    : t('assignments.dialog.returned', { count });
  if (result.unchanged === 0) return moved;
  return `${moved} ${t('assignments.dialog.unchanged', { count: result.unchanged })}`;
}
