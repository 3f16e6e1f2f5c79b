import { useState, type FormEvent } from 'react';
import type { TCalendar, TDigits, TUser } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../../components/ui/feedback';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { useBranding } from '../../../../lib/branding';
import { useDateStyle } from '../../../../lib/date-style';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/errors';
import { useTranslation } from '../../../../lib/use-translation';
import { updateProfile } from '../../api/update-profile';
import { DateStyleFields } from './date-style-fields';

/** Profile Settings: the reader's own calendar and digits, or the organisation's. */
export function DatePreferences({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const branding = useBranding();
  const base = useDateStyle();
  const [calendar, setCalendar] = useState<TCalendar | ''>(user.calendar ?? '');
  const [digits, setDigits] = useState<TDigits | ''>(user.digits ?? '');
  const [busy, setBusy] = useState(false);
  const feedback = useFeedback();
  const [errors, setErrors] = useState<{ calendar?: string; digits?: string }>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    feedback.clear();
    setErrors({});
    try {
      await updateProfile({ calendar: calendar || null, digits: digits || null });
      feedback.success(t('settings.saved'));
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : undefined;
      setErrors({ calendar: fields?.calendar?.[0], digits: fields?.digits?.[0] });
      feedback.failure(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="date-preferences">
      <Feedback message={feedback.message} />
      <DateStyleFields
        calendar={calendar}
        digits={digits}
        onCalendar={setCalendar}
        onDigits={setDigits}
        fallback={{ calendar: branding.default_calendar, digits: branding.default_digits }}
        base={base}
        disabled={busy}
        errors={errors}
      />
      <SubmitButton
        busy={busy}
        busyLabel={t('settings.saving')}
        className="btn btn-primary"
        testId="date-preferences-save"
      >
        {t('settings.save')}
      </SubmitButton>
    </form>
  );
}
