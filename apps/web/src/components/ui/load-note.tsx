import type { TWorkload } from '@mutabaa/shared';
import { useTranslation } from '../../lib/use-translation';

/** An assignee's load beside their name: "12 open", and an "Away" badge while they are away. */
export function LoadNote({ load, className }: { load: TWorkload; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`d-inline-flex flex-wrap align-items-center gap-1 ${className ?? ''}`}>
      <small className="text-body-secondary" data-testid="load-open">
        {t('workload.openCount', { count: load.open })}
      </small>
      {!load.is_available && (
        <span className="badge text-bg-secondary" data-testid="load-away">
          {t('workload.away')}
        </span>
      )}
    </span>
  );
}
