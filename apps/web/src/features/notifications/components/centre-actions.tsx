import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';

type Props = {
  busy: boolean;
  canMarkAll: boolean;
  canClear: boolean;
  onMarkAll: () => void;
  onClear: () => void;
};

/** The centre's title actions: mark all as read, clear all (asks first), and preferences. */
export function CentreActions({ busy, canMarkAll, canClear, onMarkAll, onClear }: Props) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-2">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={busy || !canMarkAll}
        onClick={onMarkAll}
        data-testid="notifications-mark-all"
      >
        {t('notifications.markAllRead')}
      </button>
      <button
        type="button"
        className="btn btn-outline-danger btn-sm notification-danger-action"
        disabled={busy || !canClear}
        onClick={onClear}
        data-testid="notifications-clear-all"
      >
        {t('notifications.clearAll')}
      </button>
      <Link
        to={paths.notificationPreferences.getHref()}
        className="btn btn-outline-secondary btn-sm"
        data-testid="notifications-preferences-link"
      >
        {t('notifications.preferencesLink')}
      </Link>
    </div>
  );
}
