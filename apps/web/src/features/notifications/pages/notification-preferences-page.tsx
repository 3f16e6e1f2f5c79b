import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  EMAIL_DIGESTS,
  notificationEventsFor,
  type EmailDigest,
  type TNotificationPreference,
} from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { store } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { useTranslation } from '../../../lib/use-translation';
import {
  useBulkUpdatePreferences,
  useNotificationSettings,
  usePreferences,
  useUpdateNotificationSettings,
} from '../api/notifications';
import {
  readLocalSettings,
  writeLocalSettings,
  type LocalNotificationSettings,
} from '../lib/local-settings';
import '../notifications.css';

type Draft = Record<number, Pick<TNotificationPreference, 'in_app' | 'email'>>;

/** Per event in-app and e-mail delivery (server), the e-mail digest, sound and desktop. */
export function NotificationPreferencesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle
        actions={
          <Link to={paths.notifications.getHref()} className="btn btn-outline-secondary btn-sm">
            {t('notifications.title')}
          </Link>
        }
      >
        {t('notifications.preferences.title')}
      </PageTitle>
      <div className="row g-4">
        <div className="col-12 col-xl-7">
          <DeliveryCard />
        </div>
        <div className="col-12 col-xl-5">
          <AlertsCard />
        </div>
      </div>
    </>
  );
}

function DeliveryCard() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const save = useBulkUpdatePreferences();
  const feedback = useFeedback();
  // Only the switches changed since the last load or save; the rest show the server's.
  const [draft, setDraft] = useState<Draft>({});

  useEffect(() => {
    // Spec §3: the local settings keep the preference list too.
    if (preferences.data) writeLocalSettings(store, { preferences: preferences.data });
  }, [preferences.data]);

  const { user } = useSession();
  // The events this role can receive, in the shared order; any the server lacks are not shown.
  const rows = notificationEventsFor(user?.role).flatMap((event) => {
    const preference = preferences.data?.find((p) => p.event === event);
    return preference ? [preference] : [];
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    feedback.clear();
    save.mutate(
      {
        preferences: rows.map((p) => {
          const { in_app, email } = draft[p.id] ?? p;
          return { id: p.id, in_app, email };
        }),
      },
      {
        onSuccess: () => {
          setDraft({});
          feedback.success(t('notifications.preferences.saved'));
        },
        onError: (error) => {
          console.error(error);
          feedback.failure(t('notifications.preferences.saveFailed'));
        },
      },
    );
  };

  const toggle = (preference: TNotificationPreference, field: 'in_app' | 'email', on: boolean) =>
    setDraft((current) => {
      const { in_app, email } = current[preference.id] ?? preference;
      return { ...current, [preference.id]: { in_app, email, [field]: on } };
    });

  return (
    <section className="card" aria-labelledby="delivery-title">
      <div className="card-body">
        <h2 id="delivery-title" className="h5 mb-3">
          {t('notifications.preferences.delivery')}
        </h2>
        {preferences.isPending ? (
          <PageSpinner />
        ) : preferences.isError ? (
          <p className="text-danger" role="alert">
            {t('notifications.preferences.loadFailed')}
          </p>
        ) : (
          <form onSubmit={onSubmit} data-testid="preferences-form">
            <Feedback message={feedback.message} testId="preferences" />
            <div className="table-responsive">
              <table className="table align-middle notification-preferences-table">
                <thead>
                  <tr>
                    <th scope="col">{t('notifications.preferences.event')}</th>
                    <th scope="col" className="text-center">
                      {t('notifications.preferences.inApp')}
                    </th>
                    <th scope="col" className="text-center">
                      {t('notifications.preferences.email')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((preference) => {
                    const value = draft[preference.id] ?? preference;
                    const label = t(`notifications.preferences.events.${preference.event}`);
                    return (
                      <tr key={preference.id} data-testid={`preference-${preference.event}`}>
                        <th scope="row" className="fw-normal">
                          {label}
                        </th>
                        {(['in_app', 'email'] as const).map((field) => (
                          <td key={field} className="text-center">
                            <div className="form-check form-switch d-inline-block m-0">
                              <input
                                className="form-check-input"
                                type="checkbox"
                                role="switch"
                                checked={value[field]}
                                onChange={(e) => toggle(preference, field, e.target.checked)}
                                aria-label={`${label}: ${t(
                                  field === 'in_app'
                                    ? 'notifications.preferences.inApp'
                                    : 'notifications.preferences.email',
                                )}`}
                                data-testid={`preference-${preference.event}-${field}`}
                              />
                            </div>
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={save.isPending}
              data-testid="preferences-save"
            >
              {t('notifications.preferences.save')}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}

function AlertsCard() {
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

  // While a change is saved it shows at once; a failed one falls back to the server's.
  const digest =
    (saveDigest.isPending ? saveDigest.variables?.email_digest : undefined) ??
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
        <div className="mb-3">
          <label htmlFor="email-digest" className="form-label">
            {t('notifications.preferences.digest')}
          </label>
          <select
            id="email-digest"
            className="form-select"
            value={digest}
            disabled={saveDigest.isPending || settings.isPending}
            onChange={(e) => onDigest(e.target.value as EmailDigest)}
            data-testid="preferences-digest"
          >
            {EMAIL_DIGESTS.map((option) => (
              <option key={option} value={option}>
                {t(`notifications.preferences.digests.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-check form-switch mb-2">
          <input
            id="notification-sound"
            className="form-check-input"
            type="checkbox"
            role="switch"
            checked={local.sound_enabled}
            onChange={(e) => change({ sound_enabled: e.target.checked })}
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
            onChange={(e) => void onDesktop(e.target.checked)}
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
      </div>
    </section>
  );
}
