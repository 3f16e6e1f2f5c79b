import {
  CALENDARS,
  DIGIT_SETS,
  formatDay,
  type DateStyle,
  type TCalendar,
  type TDigits,
} from '@mutabaa/shared';
import { SelectField } from '../../../../components/ui/field';
import { useTranslation } from '../../../../lib/use-translation';

type Props = {
  /** The choices as the selects hold them: '' is "the organisation's default" when allowed. */
  calendar: TCalendar | '';
  digits: TDigits | '';
  onCalendar: (value: TCalendar | '') => void;
  onDigits: (value: TDigits | '') => void;
  /** What '' stands for; absent when a value must be chosen (the organisation's own). */
  fallback?: { calendar: TCalendar; digits: TDigits };
  /** The style the example is written in, besides the two choices. */
  base: DateStyle;
  disabled?: boolean;
  errors?: { calendar?: string; digits?: string };
};

/** The calendar and digits selects, with today's date written as they would show it. */
export function DateStyleFields(props: Props) {
  const { t } = useTranslation();
  const { calendar, digits, fallback, base } = props;
  const style: DateStyle = {
    ...base,
    calendar: calendar || fallback?.calendar || base.calendar,
    digits: digits || fallback?.digits || base.digits,
  };
  // Formatting one date is cheap: it is written again on every change of a select.
  const today = formatDay(new Date(), style);
  const withDefault = <T extends string>(values: readonly T[], key: string, fallbackValue?: T) => [
    ...(fallbackValue
      ? [
          {
            value: '',
            label: t('settings.dates.organisationDefault', {
              value: t(`settings.dates.${key}.${fallbackValue}`),
            }),
          },
        ]
      : []),
    ...values.map((value) => ({ value, label: t(`settings.dates.${key}.${value}`) })),
  ];
  return (
    <>
      <div className="row g-3 mb-2">
        <SelectField
          className="col-sm-6"
          label={t('settings.dates.calendarLabel')}
          value={calendar}
          disabled={props.disabled}
          error={props.errors?.calendar}
          options={withDefault(CALENDARS, 'calendar', fallback?.calendar)}
          onChange={(event) => props.onCalendar(event.currentTarget.value as TCalendar | '')}
          data-testid="date-calendar"
        />
        <SelectField
          className="col-sm-6"
          label={t('settings.dates.digitsLabel')}
          value={digits}
          disabled={props.disabled}
          error={props.errors?.digits}
          options={withDefault(DIGIT_SETS, 'digits', fallback?.digits)}
          onChange={(event) => props.onDigits(event.currentTarget.value as TDigits | '')}
          data-testid="date-digits"
        />
      </div>
      <p className="text-body-secondary small" aria-live="polite" data-testid="date-example">
        {t('settings.dates.example', { date: today })}
      </p>
    </>
  );
}
