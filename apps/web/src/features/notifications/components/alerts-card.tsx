import { useEffect, useState } from 'react';
import type { EmailDigest } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { store } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import {
  readLocalSettings,
  writeLocalSettings,
  type LocalNotificationSettings,
} from '../utils/local-settings';
import { AlertSwitches } from './alert-switches';
import { DigestSelect } from './digest-select';

/** The e-mail digest (kept by the server) and this browser's sound and desktop alerts. */
export function AlertsCard() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const saveDigest = useUpdateNotificationSettings();
  const feedback = useFeedback();
  const [local, setLocal] = useState<LocalNotificationSettings>(() => readLocalSettings(store));
  const desktopSupported = typeof Notification !== 'undefined';

  const change = (patch: Partial<LocalNotificationSettings>) =>
    setLocal(writeLocalSettings(store, patch));

  useEffect(() => {
    if (settings.data) writeLocalSettings(store, settings.data);
  }, [settings.data]);

  // While a change is saved it shows at once, then the server's answer (the settings query
  // it also fills may render a moment later); a failed one falls back to the server's.
  const digest =
    (saveDigest.isPending ? saveDigest.variables?.email_digest : undefined) ??
    (saveDigest.isSuccess ? saveDigest.data.email_digest : undefined) ??
    settings.data?.email_digest ??
    local.email_digest;

  const onDigest = (value: EmailDigest) => {
    feedback.clear();
    saveDigest.mutate(
      { email_digest: value },
      {
        onSuccess: () => feedback.success(t('notifications.preferences.digestSaved')),
        onError: (error) => {
          console.error(error);
          feedback.failure(t('notifications.preferences.saveFailed'));
        },
      },
    );
  };

  const onDesktop = async (on: boolean) => {
    feedback.clear();
    if (!on) return change({ desktop_enabled: false });
    if (!desktopSupported) return;
    try {
      const permission =
        Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
      if (permission === 'granted') change({ desktop_enabled: true });
      else feedback.failure(t('notifications.preferences.desktopDenied'));
    } catch (error) {
      console.error(error);
      feedback.failure(t('notifications.preferences.desktopDenied'));
    }
  };

  return (
    <section className="card" aria-labelledby="alerts-title">
      <div className="card-body">
        <h2 id="alerts-title" className="h5 mb-3">
          {t('notifications.preferences.alerts')}
        </h2>
        <Feedback message={feedback.message} testId="alerts" />
        <DigestSelect
          value={digest}
          disabled={saveDigest.isPending || settings.isPending}
          onChange={onDigest}
        />
        <AlertSwitches
          local={local}
          desktopSupported={desktopSupported}
          onSound={(on) => change({ sound_enabled: on })}
          onDesktop={(on) => void onDesktop(on)}
        />
      </div>
    </section>
  );
}
