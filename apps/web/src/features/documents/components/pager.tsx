import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';

type Props = { page: number; pageSize: number; count: number; onPage: (page: number) => void };

/** "Showing x to y of z entries" with Previous and Next (spec §2). */
export function Pager({ page, pageSize, count, onPage }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  const last = Math.max(1, Math.ceil(count / pageSize));
  return (
    <nav
      className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3"
      aria-label={t('documents.pages')}
    >
      <p className="mb-0 small text-body-secondary" data-testid="documents-showing">
        {t('documents.showing', {
          from: formatNumber(from, language),
          to: formatNumber(to, language),
          count: formatNumber(count, language),
        })}
      </p>
      <div className="btn-group">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {t('documents.previous')}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={page >= last}
          onClick={() => onPage(page + 1)}
        >
          {t('documents.next')}
        </button>
      </div>
    </nav>
  );
}
