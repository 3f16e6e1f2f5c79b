import { useTranslation } from '../../../lib/use-translation';

type Props = {
  count: number;
  busy: boolean;
  onChange: (isActive: boolean) => void;
  onClear: () => void;
};

/** Shown while rows are picked: how many, and what to do with them all. */
export function BulkToolbar({ count, busy, onChange, onClear }: Props) {
  const { t } = useTranslation();
  return (
    <div
      className="d-flex flex-wrap align-items-center gap-2 p-2 mb-3 rounded bg-body-tertiary border"
      role="toolbar"
      aria-label={t('users.bulk.toolbar')}
      data-testid="users-bulk"
    >
      <span className="fw-semibold me-auto" aria-live="polite" data-testid="users-bulk-count">
        {t('users.bulk.selected', { count })}
      </span>
      <button
        type="button"
        className="btn btn-sm btn-outline-success"
        disabled={busy}
        onClick={() => onChange(true)}
        data-testid="users-bulk-activate"
      >
        {t('users.bulk.activate')}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        disabled={busy}
        onClick={() => onChange(false)}
        data-testid="users-bulk-deactivate"
      >
        {t('users.bulk.deactivate')}
      </button>
      <button type="button" className="btn btn-sm btn-link" onClick={onClear}>
        {t('users.bulk.clear')}
      </button>
    </div>
  );
}
