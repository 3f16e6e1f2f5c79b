import { useEffect, useState } from 'react';
import { notificationEventsFor, type TNotificationPreference } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { PageSpinner } from '../../../components/ui/spinner';
import { store } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { useBulkUpdatePreferences } from '../api/bulk-update-preferences';
import { usePreferences } from '../api/get-preferences';
import { writeLocalSettings } from '../utils/local-settings';
import { PreferencesTable, type DeliveryDraft, type DeliveryField } from './preferences-table';

/** Per event in-app and e-mail delivery, kept by the server and saved together. */
export function DeliveryCard() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const save = useBulkUpdatePreferences();
  const feedback = useFeedback();
  // Only the switches changed since the last load or save; the rest show the server's.
  const [draft, setDraft] = useState<DeliveryDraft>({});

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

  const toggle = (preference: TNotificationPreference, field: DeliveryField, on: boolean) =>
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
            <PreferencesTable rows={rows} draft={draft} onToggle={toggle} />
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
