import { useState, type FormEvent } from 'react';
import type { Branding, TCalendar, TDigits } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../../components/ui/feedback';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { ApiError } from '../../../../lib/api-client';
import { useDateStyle } from '../../../../lib/date-style';
import { errorText } from '../../../../lib/errors';
import { useTranslation } from '../../../../lib/use-translation';
import { useUpdateBrandingSettings } from '../../api/update-branding-settings';
import { DateStyleFields } from './date-style-fields';
import { TimeZoneField } from './time-zone-field';

/** System Settings (admin): the organisation's calendar, digits and time zone. */
export function DateDefaultsForm({ branding }: { branding: Branding }) {
  const { t } = useTranslation();
  const base = useDateStyle();
  const saver = useUpdateBrandingSettings();
  const [calendar, setCalendar] = useState<TCalendar>(branding.default_calendar);
  const [digits, setDigits] = useState<TDigits>(branding.default_digits);
  const [timeZone, setTimeZone] = useState(branding.time_zone);
  const feedback = useFeedback();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    feedback.clear();
    setErrors({});
    try {
      await saver.mutateAsync({
        DEFAULT_CALENDAR: calendar,
        DEFAULT_DIGITS: digits,
        TIME_ZONE: timeZone,
      });
      feedback.success(t('settings.saved'));
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : undefined;
      setErrors({
        calendar: fields?.DEFAULT_CALENDAR?.[0],
        digits: fields?.DEFAULT_DIGITS?.[0],
        timeZone: fields?.TIME_ZONE?.[0],
      });
      feedback.failure(errorText(t, error));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="date-defaults">
      <Feedback message={feedback.message} />
      <DateStyleFields
        calendar={calendar}
        digits={digits}
        onCalendar={(value) => value && setCalendar(value)}
        onDigits={(value) => value && setDigits(value)}
        base={{ ...base, timeZone }}
        disabled={saver.isPending}
        errors={errors}
      />
      <TimeZoneField
        value={timeZone}
        stored={branding.time_zone}
        onChange={setTimeZone}
        disabled={saver.isPending}
        error={errors.timeZone}
        testId="date-time-zone"
      />
      <SubmitButton
        busy={saver.isPending}
        busyLabel={t('settings.saving')}
        className="btn btn-primary"
        testId="date-defaults-save"
      >
        {t('settings.save')}
      </SubmitButton>
    </form>
  );
}
