import { formatNumber } from '../../lib/format';
import { pageRange } from '../../lib/pagination';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';

type PageSummaryProps = {
  page: number;
  pageSize: number;
  count: number;
  /** The server stopped counting at `count` (large lists): show "count+". */
  capped?: boolean;
  /** Rows on the current page. */
  shown: number;
  testId?: string;
};

/** "Showing x to y of z entries", spoken again when the page changes. */
export function PageSummary({
  page,
  pageSize,
  count,
  capped = false,
  shown,
  testId = 'list-summary',
}: PageSummaryProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const range = pageRange(page, pageSize, count, shown, capped);
  return (
    <p className="mb-0 text-body-secondary" aria-live="polite" data-testid={testId}>
      {t('pager.showing', {
        from: formatNumber(range.from, language),
        to: formatNumber(range.to, language),
        count: range.total,
        more: capped ? '+' : '',
      })}
    </p>
  );
}

type PagerProps = PageSummaryProps & { onPage: (page: number) => void };

/**
 * A list's paging: the summary with Previous and Next, each disabled at its end. A capped
 * count pages on while the pages come back full.
 */
export function Pager({ onPage, ...summary }: PagerProps) {
  const { t } = useTranslation();
  const { page, pageSize, count, shown, capped } = summary;
  const { hasNext } = pageRange(page, pageSize, count, shown, capped);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
      <PageSummary {...summary} />
      <nav aria-label={t('pager.label')}>
        <ul className="pagination mb-0">
          <li className={`page-item${page > 1 ? '' : ' disabled'}`}>
            <button
              type="button"
              className="page-link"
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
              data-testid="page-previous"
            >
              {t('pager.previous')}
            </button>
          </li>
          <li className={`page-item${hasNext ? '' : ' disabled'}`}>
            <button
              type="button"
              className="page-link"
              disabled={!hasNext}
              onClick={() => onPage(page + 1)}
              data-testid="page-next"
            >
              {t('pager.next')}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
