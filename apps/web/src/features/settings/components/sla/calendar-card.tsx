import { useId, useState, type FormEvent } from 'react';
import { ZSlaCalendarUpdate, type TSlaCalendar } from '@mutabaa/shared';
import { Field } from '../../../../components/ui/field';
import { Feedback, useFeedback } from '../../../../components/ui/feedback';
import { QueryState } from '../../../../components/ui/query-state';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { ApiError } from '../../../../lib/api-client';
import { useDateStyle } from '../../../../lib/date-style';
import { errorText, validationText } from '../../../../lib/errors';
import { useTranslation } from '../../../../lib/use-translation';
import { firstIssues } from '../../../../lib/zod-resolver';
import { useSlaCalendar } from '../../api/get-sla-calendar';
import { useUpdateSlaCalendar } from '../../api/update-sla-calendar';
import { TimeZoneField } from '../dates/time-zone-field';
import { clockForReader, clockText, weekOrder, weekdayName, workingHours } from './working-week';

const FIELDS = ['timezone', 'working_days', 'day_start', 'day_end'] as const;
type FieldName = (typeof FIELDS)[number];
type Errors = Partial<Record<FieldName, string>>;

/** The working week of the service levels: time zone, working days and hours. */
export function CalendarCard() {
  const { t } = useTranslation();
  const calendar = useSlaCalendar();
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId} data-testid="sla-calendar">
      <div className="card-body">
        <h2 id={titleId} className="h5 card-title">
          {t('sla.calendar.title')}
        </h2>
        <p className="text-body-secondary">{t('sla.calendar.intro')}</p>
        <QueryState query={calendar} errorFallback={t('sla.loadFailed')} errorClassName="mb-0">
          {(saved) => <CalendarForm saved={saved} />}
        </QueryState>
      </div>
    </section>
  );
}

function CalendarForm({ saved }: { saved: TSlaCalendar }) {
  const { t } = useTranslation();
  const style = useDateStyle();
  const { language } = style;
  const id = useId();
  const saver = useUpdateSlaCalendar();
  const feedback = useFeedback();
  const [timezone, setTimezone] = useState(saved.timezone);
  const [days, setDays] = useState<number[]>(saved.working_days);
  const [start, setStart] = useState(() => clockForReader(saved.day_start, style));
  const [end, setEnd] = useState(() => clockForReader(saved.day_end, style));
  const [errors, setErrors] = useState<Errors>({});
  // The server's calendar, read again (the time zone may have changed under System settings)
  // or as saved, is what the fields show from then on.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setTimezone(saved.timezone);
    setDays(saved.working_days);
    setStart(clockForReader(saved.day_start, style));
    setEnd(clockForReader(saved.day_end, style));
  }
  const hours = workingHours({ working_days: days, day_start: start, day_end: end });
  const daysErrorId = `${id}-days-error`;

  const toggleDay = (day: number, on: boolean) =>
    setDays((current) =>
      on ? [...current.filter((d) => d !== day), day] : current.filter((d) => d !== day),
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    feedback.clear();
    const body = {
      timezone,
      working_days: [...days].sort((a, b) => a - b),
      day_start: clockText(start),
      day_end: clockText(end),
    };
    const checked = ZSlaCalendarUpdate.safeParse(body);
    if (!checked.success) {
      const issues = firstIssues(checked.error);
      setErrors(
        Object.fromEntries(
          FIELDS.filter((f) => issues[f]).map((f) => [f, validationText(t, issues[f]?.message)]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      await saver.mutateAsync(checked.data);
      feedback.success(t('sla.calendar.saved'));
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : undefined;
      setErrors(Object.fromEntries(FIELDS.map((f) => [f, fields?.[f]?.[0]])));
      feedback.failure(errorText(t, error, t('sla.saveFailed')));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="sla-calendar-form">
      <Feedback message={feedback.message} testId="sla-calendar" />
      <div className="row">
        <TimeZoneField
          className="col-lg-6 mb-3"
          value={timezone}
          stored={saved.timezone}
          onChange={setTimezone}
          disabled={saver.isPending}
          error={errors.timezone}
          hint={t('sla.calendar.timeZoneHint')}
          testId="sla-time-zone"
        />
      </div>
      <fieldset
        className="mb-3"
        aria-describedby={errors.working_days ? daysErrorId : undefined}
        data-testid="sla-days"
      >
        <legend className="form-label fs-6 mb-2">{t('sla.calendar.days')}</legend>
        <div className="d-flex flex-wrap column-gap-4 row-gap-1">
          {weekOrder(language).map((day) => (
            <div className="form-check mb-0" key={day}>
              <input
                id={`${id}-day-${day}`}
                className={`form-check-input${errors.working_days ? ' is-invalid' : ''}`}
                type="checkbox"
                checked={days.includes(day)}
                disabled={saver.isPending}
                onChange={(event) => toggleDay(day, event.currentTarget.checked)}
                data-testid={`sla-day-${day}`}
              />
              <label className="form-check-label" htmlFor={`${id}-day-${day}`}>
                {weekdayName(day, language)}
              </label>
            </div>
          ))}
        </div>
        {errors.working_days && (
          <div id={daysErrorId} className="invalid-feedback d-block">
            {errors.working_days}
          </div>
        )}
      </fieldset>
      <div className="row g-3">
        <Field
          className="col-sm-6 col-lg-3"
          label={t('sla.calendar.dayStart')}
          hint={t('sla.calendar.timeHint')}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={start}
          disabled={saver.isPending}
          error={errors.day_start}
          onChange={(event) => setStart(event.currentTarget.value)}
          data-testid="sla-day-start"
        />
        <Field
          className="col-sm-6 col-lg-3"
          label={t('sla.calendar.dayEnd')}
          hint={t('sla.calendar.timeHint')}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={end}
          disabled={saver.isPending}
          error={errors.day_end}
          onChange={(event) => setEnd(event.currentTarget.value)}
          data-testid="sla-day-end"
        />
      </div>
      <p className="my-3" aria-live="polite" data-testid="sla-hours">
        {hours
          ? t('sla.calendar.hours', {
              day: t('sla.calendar.hoursPerDay', { count: hours.day }),
              week: t('sla.calendar.hoursPerWeek', { count: hours.week }),
            })
          : t('sla.calendar.noHours')}
      </p>
      <SubmitButton
        busy={saver.isPending}
        busyLabel={t('settings.saving')}
        className="btn btn-primary"
        testId="sla-calendar-save"
      >
        {t('sla.calendar.save')}
      </SubmitButton>
    </form>
  );
}
