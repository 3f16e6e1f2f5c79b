import type { Language } from '@mutabaa/shared';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';

type Props = { shown: number; count: number; loading: boolean; onMore: () => void };

/** Reads the centre's next page, saying how many of how many are shown. */
export function CentreLoadMore({ shown, count, loading, onMore }: Props) {
  const { t, language } = useTranslation();
  const number = (n: number) => formatNumber(n, language as Language);
  return (
    <div className="d-flex flex-wrap align-items-center gap-3">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={loading}
        onClick={onMore}
        data-testid="notifications-load-more"
      >
        {t('notifications.loadMore')}
      </button>
      <span className="small text-body-secondary" data-testid="notifications-newest">
        {t('notifications.showingNewest', { shown: number(shown), count })}
      </span>
    </div>
  );
}
