import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { CalendarDialog } from './calendar-dialog';
import { dayOf, dayText, fullDay, parseDayText, type PickerStyle } from './date-text';
import { usePickerStyle } from './use-picker-style';
import type { DateInputProps } from './types';
import './date-picker.css';
import { CalendarIcon } from '../icons';

/**
 * A date typed (in Latin or Arabic-Indic digits, in either calendar) or chosen in a calendar
 * in the reader's calendar and digits. It reports `YYYY-MM-DD` (Gregorian) as it is typed,
 * once the text is a whole date, and '' once it is emptied.
 */
export default function PickerDateInput(props: DateInputProps) {
  const { value, onChange, onBlur, min, max, name, inputRef } = props;
  const { t } = useTranslation();
  const reader = usePickerStyle();
  const style: PickerStyle = { ...reader, ...props.style };
  const generated = useId();
  const id = props.id ?? generated;
  const formatId = `${id}-format`;
  const errorId = `${id}-invalid`;
  const [text, setText] = useState(() => dayText(value, style));
  const [wrong, setWrong] = useState(false);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // What this input last reported, and the style its text was written in: a value from
  // elsewhere (a reset, a preset) or another calendar or digit set rewrites the text.
  const reported = useRef(value);
  const styleKey = `${style.language}/${style.calendar}/${style.digits}`;
  const written = useRef(styleKey);

  useEffect(() => {
    if (value === reported.current && styleKey === written.current) return;
    reported.current = value;
    written.current = styleKey;
    setText(dayText(value, style));
    setWrong(false);
    // The style object is new on each render; its key says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, styleKey]);

  const report = (next: string) => {
    reported.current = next;
    onChange({ target: { value: next, name } });
  };

  const onType = (typed: string) => {
    setText(typed);
    const parsed = parseDayText(typed);
    if (parsed !== null) {
      setWrong(false);
      if (parsed !== value) report(parsed);
    }
  };

  const onLeave = (event: FocusEvent<HTMLInputElement>) => {
    const parsed = parseDayText(event.currentTarget.value);
    setWrong(parsed === null);
    if (parsed !== null) setText(dayText(parsed, style));
    onBlur?.();
  };

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);

  const day = dayOf(value);
  const describedBy = [props['aria-describedby'], formatId, wrong ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div ref={anchor} className="date-input position-relative">
      <div className={`input-group${wrong || props['aria-invalid'] ? ' has-validation' : ''}`}>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          className={`form-control${wrong || props['aria-invalid'] ? ' is-invalid' : ''}`}
          placeholder={t('datePicker.placeholder')}
          value={text}
          required={props.required}
          aria-invalid={wrong || props['aria-invalid'] || undefined}
          aria-describedby={describedBy}
          data-testid={props['data-testid']}
          data-value={value}
          onChange={(event) => onType(event.currentTarget.value)}
          onBlur={onLeave}
        />
        <button
          ref={buttonRef}
          type="button"
          className="btn btn-outline-secondary date-input-button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={
            day
              ? t('datePicker.changeDay', { day: fullDay(day, style) })
              : t('datePicker.openCalendar')
          }
          title={day ? fullDay(day, style) : t('datePicker.openCalendar')}
          onClick={() => setOpen((current) => !current)}
          data-testid={props['data-testid'] ? `${props['data-testid']}-button` : undefined}
        >
          <CalendarIcon />
        </button>
      </div>
      <span id={formatId} className="visually-hidden">
        {t('datePicker.format')}
      </span>
      {wrong && (
        <div id={errorId} className="invalid-feedback d-block">
          {t('datePicker.invalid', { example: dayText('2026-03-20', style) })}
        </div>
      )}
      {open && (
        <CalendarDialog
          value={value}
          min={min}
          max={max}
          style={style}
          timeZone={reader.timeZone}
          anchor={anchor}
          onClose={close}
          onSelect={(next) => {
            report(next);
            setText(dayText(next, style));
            setWrong(false);
            close(true);
          }}
        />
      )}
    </div>
  );
}
