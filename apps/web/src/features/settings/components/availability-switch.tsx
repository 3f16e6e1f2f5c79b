import { useId } from 'react';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { useUpdateProfile } from '../api/update-profile';

/** Editors and admins: whether automatic assignment may give them new applications. */
export function AvailabilitySwitch({ available }: { available: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateProfile();
  const feedback = useFeedback();
  // While the change is on its way the switch shows what was asked for, and once saved the
  // server's answer: the profile that passes `available` down may render a moment later.
  const checked = update.isPending
    ? Boolean(update.variables.is_available)
    : update.isSuccess
      ? update.data.is_available
      : available;

  const onChange = async (next: boolean) => {
    feedback.clear();
    try {
      await update.mutateAsync({ is_available: next });
      feedback.success(t(next ? 'settings.availableSaved' : 'settings.awaySaved'));
    } catch (error) {
      feedback.failure(errorText(t, error));
    }
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5 card-title">
          {t('settings.availabilityTitle')}
        </h2>
        <Feedback message={feedback.message} testId="availability" />
        <div className="form-check form-switch">
          <input
            id={id}
            type="checkbox"
            role="switch"
            className="form-check-input"
            checked={checked}
            disabled={update.isPending}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChange(event.target.checked)}
            data-testid="availability-switch"
          />
          <label htmlFor={id} className="form-check-label">
            {t('settings.availability')}
          </label>
        </div>
        <div id={`${id}-hint`} className="form-text">
          {t('settings.availabilityHint')}
        </div>
      </div>
    </section>
  );
}
