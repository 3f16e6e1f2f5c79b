import { Fragment, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ZSlaHolidayCreate, type TSlaHoliday } from '@mutabaa/shared';
import { DateField } from '../../../../components/ui/date-field';
import { useDateStyle } from '../../../../lib/date-style';
import { errorText, validationText } from '../../../../lib/errors';
import { applyServerErrors } from '../../../../lib/form';
import { isolate } from '../../../../lib/isolate';
import { useTranslation } from '../../../../lib/use-translation';
import { zodResolver } from '../../../../lib/zod-resolver';
import { useSaveSlaHoliday } from '../../api/save-sla-holiday';
import { holidayDays } from './holiday-days';
import { nameFor } from './name-for';
import { NameFields, SlaDialog } from './sla-dialog';

type Values = z.input<typeof ZSlaHolidayCreate>;
const FIELDS = ['name_ar', 'name_en', 'date_from', 'date_to'] as const;
/** The calendar the days are entered in: the picker's grid and its typed text follow it. */
type Entry = 'gregorian' | 'hijri';

type HolidayDialogProps = {
  /** The holiday being edited; undefined to add one. */
  holiday: TSlaHoliday | undefined;
  onClose: () => void;
  onSaved: (text: string) => void;
};

/** Adds or edits a holiday: names in both languages, first and last day in either calendar. */
export function HolidayDialog({ holiday, onClose, onSaved }: HolidayDialogProps) {
  const { t } = useTranslation();
  const style = useDateStyle();
  const id = useId();
  const [entry, setEntry] = useState<Entry>(style.calendar === 'hijri' ? 'hijri' : 'gregorian');
  const [failure, setFailure] = useState<string | null>(null);
  const saver = useSaveSlaHoliday();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof ZSlaHolidayCreate>>({
    resolver: zodResolver(ZSlaHolidayCreate),
    defaultValues: {
      name_ar: holiday?.name_ar ?? '',
      name_en: holiday?.name_en ?? '',
      date_from: holiday?.date_from ?? '',
      date_to: holiday?.date_to ?? '',
    },
  });
  const [from, to] = useWatch({ control, name: ['date_from', 'date_to'] });
  const days = holidayDays(from, to, style);
  const fieldError = (name: (typeof FIELDS)[number]) =>
    errors[name] ? validationText(t, errors[name]?.message) : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await saver.mutateAsync({ id: holiday?.id, holiday: values });
      const name = isolate(nameFor(saved, style.language));
      onSaved(t(holiday ? 'sla.holidays.updated' : 'sla.holidays.created', { name }));
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      setFailure(errorText(t, error, t('sla.saveFailed')));
    }
  });

  const titleId = `${id}-title`;
  const pickerStyle = { calendar: entry };
  return (
    <SlaDialog
      kind="holiday"
      titleId={titleId}
      title={holiday ? t('sla.holidays.edit') : t('sla.holidays.add')}
      onClose={onClose}
      onSubmit={onSubmit}
      failure={failure}
      busy={isSubmitting}
    >
      <NameFields
        inputs={{ ar: register('name_ar'), en: register('name_en') }}
        errors={{ ar: fieldError('name_ar'), en: fieldError('name_en') }}
      />
      <div className="mb-3">
        <div id={`${id}-entry`} className="form-label">
          {t('sla.holidays.enterIn')}
        </div>
        <div
          className="btn-group"
          role="radiogroup"
          aria-labelledby={`${id}-entry`}
          data-testid="sla-holiday-calendar"
        >
          {(['gregorian', 'hijri'] as const).map((calendar) => (
            <Fragment key={calendar}>
              <input
                id={`${id}-${calendar}`}
                type="radio"
                className="btn-check"
                name={`${id}-entry`}
                value={calendar}
                checked={entry === calendar}
                onChange={() => setEntry(calendar)}
              />
              <label
                className="btn btn-outline-primary"
                htmlFor={`${id}-${calendar}`}
                data-testid={`sla-holiday-calendar-${calendar}`}
              >
                {t(`settings.dates.calendar.${calendar}`)}
              </label>
            </Fragment>
          ))}
        </div>
      </div>
      <div className="row g-3">
        {(['date_from', 'date_to'] as const).map((name) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field }) => (
              <DateField
                className="col-sm-6"
                label={t(name === 'date_from' ? 'sla.holidays.from' : 'sla.holidays.to')}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                style={pickerStyle}
                error={fieldError(name)}
                data-testid={`sla-holiday-${name === 'date_from' ? 'from' : 'to'}`}
              />
            )}
          />
        ))}
      </div>
      <p
        className="small text-body-secondary mt-3 mb-0"
        aria-live="polite"
        data-testid="sla-holiday-span"
      >
        {days.count > 0 &&
          t('sla.holidays.span', {
            days: t('sla.holidays.days', { count: days.count }),
            hijri: days.hijri,
            gregorian: days.gregorian,
          })}
      </p>
    </SlaDialog>
  );
}
