import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router';
import { badgeText } from '@mutabaa/shared';
import { BellIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { useLiveNotifications } from '../api/use-live-notifications';
import { notificationHref } from '../utils/kinds';
import { NotificationIcon, NotificationText } from './notification-content';
import { useNow } from '../hooks/use-now';
import '../notifications.css';

/**
 * The header bell: unread badge (99+ above 99) and a dropdown of the 5 latest with mark-all-as-read
 * and view-all. Count and list are polled every 30 s and updated at once by the event stream; their
 * failures are logged only (docs/architecture.md#failures-the-user-does-not-see).
 */
export function NotificationBellMenu() {
  const { t } = useTranslation();
  const latest = useLiveNotifications();
  const unread = useUnreadCount();
  const markAll = useMarkAllRead();
  const markRead = useMarkRead();
  const now = useNow();
  const count = unread.data ?? 0;
  const badge = badgeText(count);
  const items = latest.data?.results ?? [];
  const label = badge
    ? `${t('layout.notifications')}, ${t('layout.unread', { count })}`
    : t('layout.notifications');

  const onMarkAll = () => markAll.mutate(undefined, { onError: (error) => console.error(error) });

  return (
    <Dropdown align="end" className="notification-menu">
      <Dropdown.Toggle
        variant="light"
        id="notification-bell-toggle"
        className="header-icon-btn position-relative notification-bell-toggle"
        aria-label={label}
        title={t('layout.notifications')}
        data-testid="notification-bell"
      >
        <BellIcon />
        {badge && (
          <span
            className="header-badge badge rounded-pill text-bg-danger"
            aria-hidden="true"
            data-testid="notification-badge"
          >
            {badge}
          </span>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="notification-dropdown shadow" data-testid="notification-dropdown">
        <div className="notification-dropdown-head">
          <span className="fw-semibold">{t('notifications.title')}</span>
          <Dropdown.Item
            as="button"
            type="button"
            className="notification-dropdown-link"
            disabled={markAll.isPending || count === 0}
            onClick={onMarkAll}
            data-testid="notification-mark-all"
          >
            {t('notifications.markAllRead')}
          </Dropdown.Item>
        </div>
        <div className="notification-dropdown-list" data-testid="notification-dropdown-list">
          {items.length === 0 ? (
            <p className="text-body-secondary small text-center my-3">{t('notifications.empty')}</p>
          ) : (
            items.map((item) => (
              <Dropdown.Item
                key={item.id}
                as={Link}
                to={notificationHref(item)}
                className={`notification-row${item.is_read ? '' : ' is-unread'}`}
                data-testid="notification-item"
                data-id={item.id}
                onClick={() => {
                  if (!item.is_read) {
                    markRead.mutate([item.id], { onError: (error) => console.error(error) });
                  }
                }}
              >
                <NotificationIcon item={item} />
                <NotificationText item={item} now={now} clamp />
              </Dropdown.Item>
            ))
          )}
        </div>
        <Dropdown.Divider className="my-0" />
        <Dropdown.Item
          as={Link}
          to={paths.notifications.getHref()}
          className="text-center small py-2"
          data-testid="notification-view-all"
        >
          {t('notifications.viewAll')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
