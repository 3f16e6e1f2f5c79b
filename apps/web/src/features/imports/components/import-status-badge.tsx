import type { ImportStatus } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';

/** Bootstrap's paired text and background colours, readable in light and dark themes. */
const TONES: Record<ImportStatus, string> = {
  uploaded: 'text-bg-light border',
  checking: 'text-bg-info',
  checked: 'text-bg-primary',
  importing: 'text-bg-info',
  completed: 'text-bg-success',
  failed: 'text-bg-danger',
  cancelled: 'text-bg-secondary',
};

/** An import's status as a badge. */
export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${TONES[status]}`} data-status={status} data-testid="import-status">
      {t(`imports.status.${status}`)}
    </span>
  );
}
