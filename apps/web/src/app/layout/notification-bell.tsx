import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { badgeText } from '@mutabaa/shared';
import { BellIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';

/** The bell: unread badge capped at 99+; opens the notification centre. */
export function NotificationBell({ unreadCount }: { unreadCount: number }) {
  const { t } = useTranslation();
  const badge = badgeText(unreadCount);
  const label = badge
    ? `${t('layout.notifications')}, ${t('layout.unread', { count: unreadCount })}`
    : t('layout.notifications');
  return (
    <Link
      to={paths.notifications.getHref()}
      className="btn btn-light header-icon-btn position-relative"
      aria-label={label}
      title={t('layout.notifications')}
      data-testid="notification-bell"
    >
      <BellIcon />
      {badge && (
        <span className="header-badge badge rounded-pill text-bg-danger" aria-hidden="true">
          {badge}
        </span>
      )}
    </Link>
  );
}
