import type { ComponentType, SVGProps } from 'react';
import type { Language, TNotification } from '@mutabaa/shared';
import {
  BellIcon,
  ChartIcon,
  FolderIcon,
  GearIcon,
  ListIcon,
  UserIcon,
} from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/use-translation';
import { categoryOf, kindOf, type NotificationKind } from '../utils/kinds';
import { formatRelative } from '../utils/relative-time';

const ICONS: Record<NotificationKind, ComponentType<SVGProps<SVGSVGElement>>> = {
  application: ListIcon,
  transaction: FolderIcon,
  system: GearIcon,
  user: UserIcon,
  report: ChartIcon,
  other: BellIcon,
};

/** The type's icon in the category's colour. */
export function NotificationIcon({ item }: { item: TNotification }) {
  const { t } = useTranslation();
  const kind = kindOf(item.type);
  const Icon = ICONS[kind];
  return (
    <span
      className={`notification-icon notification-${categoryOf(item.category)}`}
      data-kind={kind}
      data-testid="notification-icon"
      title={t(`notifications.types.${kind}`)}
    >
      <Icon aria-hidden="true" />
    </span>
  );
}

/** Title, message, relative time and the unread marker of one notification. */
export function NotificationText({
  item,
  now,
  clamp = false,
}: {
  item: TNotification;
  /** The time the relative time counts from (a parent's `useNow`). */
  now: number;
  clamp?: boolean;
}) {
  const { t, language } = useTranslation();
  return (
    <span className="notification-text">
      <span className="notification-title" data-testid="notification-title">
        {!item.is_read && (
          <span className="notification-unread-dot" data-testid="notification-unread">
            <span className="visually-hidden">{t('notifications.unreadMarker')}</span>
          </span>
        )}
        {/* A notification keeps the recipient's language, which need not be the page's: its
            own direction orders it (an English sentence's full stop stays at its end). */}
        <bdi>{item.title}</bdi>
      </span>
      <span
        className={`notification-message${clamp ? ' notification-message-clamp' : ''}`}
        data-testid="notification-message"
      >
        <bdi>{item.message}</bdi>
      </span>
      <time
        className="notification-time"
        dateTime={item.created_at}
        data-testid="notification-time"
      >
        {formatRelative(item.created_at, language as Language, t('notifications.justNow'), now)}
      </time>
    </span>
  );
}
