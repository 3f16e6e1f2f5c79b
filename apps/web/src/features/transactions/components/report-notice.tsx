import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';

type ReportNoticeProps = {
  /** The report's address query the list was opened from, when known. */
  reportSearch: string | undefined;
  onClear: () => void;
};

/** "Showing the applications behind a report figure", a link back to it and a way out. */
export function ReportNotice({ reportSearch, onClear }: ReportNoticeProps) {
  const { t } = useTranslation();
  const back = reportSearch
    ? `${paths.reports.getHref()}?${reportSearch}`
    : paths.reports.getHref();
  return (
    <div
      className="alert alert-info d-flex flex-wrap align-items-center justify-content-between gap-2 py-2"
      data-testid="list-report-notice"
    >
      <span>
        {t('list.reportNotice.text')}{' '}
        <Link to={back} data-testid="list-report-back">
          {t('list.reportNotice.back')}
        </Link>
      </span>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={onClear}
        data-testid="list-report-clear"
      >
        {t('list.reportNotice.clear')}
      </button>
    </div>
  );
}
