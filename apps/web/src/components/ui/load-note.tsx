import type { TWorkload } from '@mutabaa/shared';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';

/** An assignee's load beside their name: "12 open", and an "Away" badge while they are away. */
export function LoadNote({ load, className }: { load: TWorkload; className?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <span className={`d-inline-flex flex-wrap align-items-center gap-1 ${className ?? ''}`}>
      <small className="text-body-secondary" data-testid="load-open">
        {t('workload.openCount', { n: formatNumber(load.open, language) })}
      </small>
      {!load.is_available && (
        <span className="badge text-bg-secondary" data-testid="load-away">
          {t('workload.away')}
        </span>
      )}
    </span>
  );
}
