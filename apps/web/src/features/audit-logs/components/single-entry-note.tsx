import { useTranslation } from '../../../lib/use-translation';

/** Above the table while the log shows one entry by its id: says so, and offers the rest. */
export function SingleEntryNote({ id, onShowAll }: { id: number; onShowAll: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="alert alert-info d-flex flex-wrap align-items-center gap-2 py-2"
      role="status"
      data-testid="audit-single-entry"
    >
      <span className="flex-grow-1 fw-semibold">{t('auditLogs.singleEntry.showing', { id })}</span>
      <button
        type="button"
        className="btn btn-sm btn-light border"
        onClick={onShowAll}
        data-testid="audit-show-all"
      >
        {t('auditLogs.singleEntry.showAll')}
      </button>
    </div>
  );
}
