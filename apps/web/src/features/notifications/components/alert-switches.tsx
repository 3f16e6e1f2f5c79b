import { useTranslation } from '../../../lib/use-translation';
import type { LocalNotificationSettings } from '../utils/local-settings';

type Props = {
  local: LocalNotificationSettings;
  desktopSupported: boolean;
  onSound: (on: boolean) => void;
  onDesktop: (on: boolean) => void;
};

/** Sound and desktop alerts, kept in this browser only. */
export function AlertSwitches({ local, desktopSupported, onSound, onDesktop }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <div className="form-check form-switch mb-2">
        <input
          id="notification-sound"
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={local.sound_enabled}
          onChange={(e) => onSound(e.target.checked)}
          data-testid="preferences-sound"
        />
        <label className="form-check-label" htmlFor="notification-sound">
          {t('notifications.preferences.sound')}
        </label>
      </div>
      <div className="form-check form-switch mb-2">
        <input
          id="notification-desktop"
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={local.desktop_enabled}
          disabled={!desktopSupported}
          onChange={(e) => onDesktop(e.target.checked)}
          data-testid="preferences-desktop"
        />
        <label className="form-check-label" htmlFor="notification-desktop">
          {t('notifications.preferences.desktop')}
        </label>
      </div>
      <p className="small text-body-secondary mb-0">
        {desktopSupported
          ? t('notifications.preferences.localOnly')
          : t('notifications.preferences.desktopUnsupported')}
      </p>
    </>
  );
}
