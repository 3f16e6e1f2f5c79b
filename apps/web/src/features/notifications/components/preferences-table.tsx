import type { TNotificationPreference } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';
import { ResponsiveTable } from '../../../components/ui/responsive-table';

export type DeliveryField = 'in_app' | 'email';
export type DeliveryDraft = Record<number, Pick<TNotificationPreference, DeliveryField>>;

type Props = {
  rows: readonly TNotificationPreference[];
  draft: DeliveryDraft;
  onToggle: (preference: TNotificationPreference, field: DeliveryField, on: boolean) => void;
};

/** One row per event with its in-app and e-mail switches; a changed switch shows the draft. */
export function PreferencesTable({ rows, draft, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <ResponsiveTable className="align-middle notification-preferences-table">
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
              <th scope="row" className="fw-normal card-cell-title">
                {label}
              </th>
              {(['in_app', 'email'] as const).map((field) => (
                <td
                  key={field}
                  className="text-center"
                  data-label={t(
                    field === 'in_app'
                      ? 'notifications.preferences.inApp'
                      : 'notifications.preferences.email',
                  )}
                >
                  <div className="form-check form-switch d-inline-block m-0">
                    <input
                      className="form-check-input"
                      type="checkbox"
                      role="switch"
                      checked={value[field]}
                      onChange={(e) => onToggle(preference, field, e.target.checked)}
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
    </ResponsiveTable>
  );
}
