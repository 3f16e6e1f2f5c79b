import { NotificationBellMenu } from '../../features/notifications/components/notification-bell';

/** The header's bell: unread badge capped at 99+ and the dropdown of the latest. */
export function NotificationBell() {
  return <NotificationBellMenu />;
}
