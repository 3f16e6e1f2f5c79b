import { useTranslation } from '../../lib/use-translation';

/** The loading indicator: a live status region with a spoken label. */
export function Spinner({ label, small = false }: { label?: string; small?: boolean }) {
  const { t } = useTranslation();
  return (
    <span role="status" className="d-inline-flex align-items-center gap-2">
      <span className={`spinner-border${small ? ' spinner-border-sm' : ''}`} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** A spinner centred in the space of a page, while a screen or the session loads. */
export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner />
    </div>
  );
}
