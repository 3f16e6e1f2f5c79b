import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { pageRange } from '../api/list-filters';

type ListPaginationProps = {
  page: number;
  pageSize: number;
  count: number;
  /** The server stopped counting at `count` (large lists): show "count+" and page on. */
  capped?: boolean;
  /** Rows on the current page. */
  shown: number;
  onPage: (page: number) => void;
};

/** "Showing x to y of z entries" with Previous and Next, each disabled at its end. */
export function ListPagination({
  page,
  pageSize,
  count,
  capped = false,
  shown,
  onPage,
}: ListPaginationProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const range = pageRange(page, pageSize, count, shown, capped);
  const hasNext = range.hasNext;
  const total = formatNumber(range.total, language);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
      <p className="mb-0 text-body-secondary" aria-live="polite" data-testid="list-summary">
        {t('list.showing', {
          from: formatNumber(range.from, language),
          to: formatNumber(range.to, language),
          total: capped ? `${total}+` : total,
        })}
      </p>
      <nav aria-label={t('list.pagination')}>
        <ul className="pagination mb-0">
          <li className={`page-item${page > 1 ? '' : ' disabled'}`}>
            <button
              type="button"
              className="page-link"
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
              data-testid="page-previous"
            >
              {t('list.previous')}
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
              {t('list.next')}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
