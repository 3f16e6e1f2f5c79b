import { Link } from 'react-router';
import type { TNotification } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';
import { notificationHref } from '../utils/kinds';
import { NotificationIcon, NotificationText } from './notification-content';

type Props = {
  item: TNotification;
  busy: boolean;
  now: number;
  onRead: () => void;
  onDelete: () => void;
};

/** One notification of the centre: opening an unread one marks it read; read and delete. */
export function CentreRow({ item, busy, now, onRead, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <li
      className={`notification-centre-row${item.is_read ? '' : ' is-unread'}`}
      data-testid="notification-row"
      data-id={item.id}
    >
      <NotificationIcon item={item} />
      <Link
        to={notificationHref(item)}
        className="notification-centre-link"
        onClick={() => {
          if (!item.is_read) onRead();
        }}
      >
        <NotificationText item={item} now={now} />
      </Link>
      <div className="notification-centre-actions">
        {!item.is_read && (
          <button
            type="button"
            className="btn btn-link btn-sm"
            disabled={busy}
            onClick={onRead}
            data-testid="notification-mark-read"
          >
            {t('notifications.markRead')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-link btn-sm notification-danger-action"
          disabled={busy}
          onClick={onDelete}
          aria-label={`${t('notifications.delete')}: ${item.title}`}
          data-testid="notification-delete"
        >
          {t('notifications.delete')}
        </button>
      </div>
    </li>
  );
}
