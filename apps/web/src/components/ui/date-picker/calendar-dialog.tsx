import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { isSameDay, toCalendar, today, type CalendarDate } from '@internationalized/date';
import { useTranslation } from '../../../lib/use-translation';
import { monthWeeks, moveByKey } from './calendar-grid';
import { MonthHeading, WeekdayHeads } from './calendar-parts';
import {
  GREGORIAN,
  HIJRI,
  dayOf,
  fullDay,
  gridCalendarOf,
  readerDigits,
  type PickerStyle,
} from './date-text';

type CalendarDialogProps = {
  /** The chosen day (`YYYY-MM-DD`, Gregorian) or ''. */
  value: string;
  min?: string;
  max?: string;
  style: PickerStyle;
  timeZone: string;
  onSelect: (value: string) => void;
  /** Closes; `restoreFocus` is false when the reader clicked elsewhere. */
  onClose: (restoreFocus: boolean) => void;
  /** The input and button, where a click does not count as "elsewhere". */
  anchor: RefObject<HTMLElement | null>;
};

const FOCUSABLE = 'button:not([disabled]), [tabindex="0"]';

/**
 * The calendar of the date picker, as the WAI-ARIA date picker dialog pattern describes: a
 * modal dialog with month and year buttons, a grid moved through by keyboard, and Cancel/OK.
 * Enter or Space on a day chooses it; Escape closes; the focus returns to the picker button.
 */
export function CalendarDialog(props: CalendarDialogProps) {
  const { value, min, max, style, timeZone, onSelect, onClose, anchor } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const calendar = gridCalendarOf(style.calendar);
  const rtl = style.language === 'ar';
  const todayDate = today(timeZone);
  const selected = dayOf(value);
  const [focused, setFocused] = useState<CalendarDate>(() =>
    toCalendar(selected ?? todayDate, calendar),
  );
  // The focus follows the focused day when the grid has it (or when the dialog opens). Keys
  // may come faster than effects run: an effect of an earlier day must not spend the request,
  // or the focus would stay on a cell the next month's grid reuses for another day.
  const moveFocus = useRef(true);
  const lowest = dayOf(min);
  const highest = dayOf(max);
  const disabled = (day: CalendarDate) =>
    (lowest !== null && day.compare(lowest) < 0) || (highest !== null && day.compare(highest) > 0);

  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || (!moveFocus.current && !grid.contains(document.activeElement))) return;
    moveFocus.current = false;
    grid.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [focused]);

  // Under its input, from the input's start; from its end when it would leave the screen.
  const [atEnd, setAtEnd] = useState(false);
  useLayoutEffect(() => {
    const box = dialogRef.current?.getBoundingClientRect();
    if (box && (box.right > window.innerWidth || box.left < 0)) setAtEnd(true);
  }, []);

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (dialogRef.current?.contains(target) || anchor.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [anchor, onClose]);

  const choose = (day: CalendarDate) => {
    if (disabled(day)) return;
    onSelect(toCalendar(day, GREGORIAN).toString());
  };

  const onGridKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
      return;
    }
    const next = moveByKey(focused, event.key, event.shiftKey, rtl);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(next);
  };

  const onDialogKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // A modal dialog keeps Tab inside it.
    const stops = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const secondary = style.calendar === 'gregorian' ? null : calendar === HIJRI ? GREGORIAN : HIJRI;
  const digits = (n: number) => readerDigits(String(n), style);

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      className={`date-picker-dialog card shadow${atEnd ? ' date-picker-dialog-end' : ''}`}
      onKeyDown={onDialogKey}
      data-testid="date-picker-dialog"
    >
      <div className="card-body p-2">
        <MonthHeading
          id={headingId}
          month={focused}
          style={style}
          onMove={(next) => setFocused(next)}
        />
        <table
          ref={gridRef}
          role="grid"
          aria-labelledby={headingId}
          className="date-picker-grid"
          onKeyDown={onGridKey}
        >
          <WeekdayHeads language={style.language} />
          <tbody>
            {monthWeeks(focused).map((week, w) => (
              <tr key={w}>
                {week.map((day, d) => {
                  if (!day) return <td key={d} />;
                  const isFocused = isSameDay(day, focused);
                  const isSelected = selected !== null && isSameDay(day, selected);
                  const other = secondary && toCalendar(day, secondary);
                  return (
                    <td
                      key={d}
                      tabIndex={isFocused ? 0 : -1}
                      aria-selected={isSelected}
                      aria-disabled={disabled(day) || undefined}
                      aria-current={isSameDay(day, todayDate) ? 'date' : undefined}
                      aria-label={fullDay(day, style)}
                      data-date={toCalendar(day, GREGORIAN).toString()}
                      onClick={() => choose(day)}
                    >
                      <span className="date-picker-day">{digits(day.day)}</span>
                      {other && (
                        <span className="date-picker-other" aria-hidden="true">
                          {digits(other.day)}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {secondary && (
          <p className="date-picker-equivalent small text-body-secondary mb-2 mt-1">
            {t('datePicker.equivalent', { date: fullDay(focused, style) })}
          </p>
        )}
        <div className="d-flex gap-2 justify-content-end">
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => onClose(true)}
          >
            {t('datePicker.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={disabled(focused)}
            onClick={() => choose(focused)}
          >
            {t('datePicker.choose')}
          </button>
        </div>
      </div>
    </div>
  );
}
