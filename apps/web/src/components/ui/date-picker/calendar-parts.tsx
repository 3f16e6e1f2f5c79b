import { endOfMonth, startOfMonth, toCalendar, type CalendarDate } from '@internationalized/date';
import { useTranslation } from '../../../lib/use-translation';
import {
  HIJRI,
  GREGORIAN,
  HIJRI_ERA,
  monthName,
  readerDigits,
  type PickerStyle,
} from './date-text';

// Chevrons pointing back (left) and forward; mirrored in right-to-left.
const BACK = 'M15 18l-6-6 6-6';
const BACK_TWICE = 'M12 18l-6-6 6-6M19 18l-6-6 6-6';
const FORWARD = 'M9 18l6-6-6-6';
const FORWARD_TWICE = 'M5 18l6-6-6-6M12 18l6-6-6-6';

type MonthHeadingProps = {
  id: string;
  month: CalendarDate;
  style: PickerStyle;
  onMove: (next: CalendarDate) => void;
};

/** The month shown, in both calendars when they differ, with its four moving buttons. */
export function MonthHeading({ id, month, style, onMove }: MonthHeadingProps) {
  const { t } = useTranslation();
  const { language } = style;
  const title = (date: CalendarDate) =>
    readerDigits(
      `${monthName(date, language)} ${date.year}${date.calendar.identifier === HIJRI.identifier ? ` ${HIJRI_ERA[language]}` : ''}`,
      style,
    );
  // The other calendar's months the grid spans, e.g. "Ramadan – Shawwal 1447 AH".
  let other: string | null = null;
  if (style.calendar !== 'gregorian') {
    const into = month.calendar.identifier === HIJRI.identifier ? GREGORIAN : HIJRI;
    const from = toCalendar(startOfMonth(month), into);
    const to = toCalendar(endOfMonth(month), into);
    other =
      from.month === to.month
        ? title(from)
        : from.year === to.year
          ? readerDigits(`${monthName(from, language)} – ${title(to)}`, style)
          : `${title(from)} – ${title(to)}`;
  }
  const button = (label: string, next: CalendarDate, path: string) => (
    <button
      type="button"
      className="btn btn-sm btn-link text-body date-picker-nav"
      aria-label={label}
      title={label}
      onClick={() => onMove(next)}
    >
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="icon icon-directional"
      >
        <path d={path} />
      </svg>
    </button>
  );
  return (
    <div className="d-flex align-items-center justify-content-between mb-1">
      <div className="d-flex">
        {button(t('datePicker.previousYear'), month.subtract({ years: 1 }), BACK_TWICE)}
        {button(t('datePicker.previousMonth'), month.subtract({ months: 1 }), BACK)}
      </div>
      <h2 id={id} className="h6 m-0 text-center" aria-live="polite">
        {title(month)}
        {other && <span className="d-block small text-body-secondary fw-normal">{other}</span>}
      </h2>
      <div className="d-flex">
        {button(t('datePicker.nextMonth'), month.add({ months: 1 }), FORWARD)}
        {button(t('datePicker.nextYear'), month.add({ years: 1 }), FORWARD_TWICE)}
      </div>
    </div>
  );
}

const weekdayNames = new Map<string, { short: string; long: string }[]>();

/** Sunday to Saturday, narrow on screen and whole for assistive technology. */
export function WeekdayHeads({ language }: { language: string }) {
  let names = weekdayNames.get(language);
  if (!names) {
    const narrow = new Intl.DateTimeFormat(language, { weekday: 'narrow', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    // 4 January 2026 was a Sunday.
    names = Array.from({ length: 7 }, (_, i) => {
      const day = Date.UTC(2026, 0, 4 + i);
      return { short: narrow.format(day), long: long.format(day) };
    });
    weekdayNames.set(language, names);
  }
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name.long} scope="col" abbr={name.long}>
            <span aria-hidden="true">{name.short}</span>
            <span className="visually-hidden">{name.long}</span>
          </th>
        ))}
      </tr>
    </thead>
  );
}
