import { useMemo, type ReactNode } from 'react';
import { SelectField } from '../../../../components/ui/field';
import { useTranslation } from '../../../../lib/use-translation';

/** The time zones this browser knows, the organisation's first if it is not among them. */
function timeZones(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

type TimeZoneFieldProps = {
  value: string;
  /** The zone stored now: offered even when this browser does not know it. */
  stored: string;
  onChange: (zone: string) => void;
  disabled?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  testId?: string;
};

/** The organisation's IANA time zone (System Settings' TIME_ZONE), chosen from a list. */
export function TimeZoneField({
  value,
  stored,
  onChange,
  disabled,
  error,
  hint,
  className,
  testId,
}: TimeZoneFieldProps) {
  const { t } = useTranslation();
  const zones = useMemo(() => timeZones(stored), [stored]);
  return (
    <SelectField
      label={t('settings.dates.timeZoneLabel')}
      value={value}
      dir="ltr"
      disabled={disabled}
      error={error}
      hint={hint}
      className={className}
      options={zones.map((zone) => ({ value: zone, label: zone }))}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-testid={testId}
    />
  );
}
