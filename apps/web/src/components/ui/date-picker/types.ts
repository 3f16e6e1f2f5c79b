import type { PickerStyle } from './date-text';

/** The change a date input reports, shaped like an input's event so forms take it as one. */
export type DateChange = { target: { value: string; name?: string } };

export type DateInputProps = {
  id?: string;
  name?: string;
  /** The day, `YYYY-MM-DD` (Gregorian), or ''. */
  value: string;
  onChange: (change: DateChange) => void;
  onBlur?: () => void;
  min?: string;
  max?: string;
  required?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'data-testid'?: string;
  /** The reader's calendar and digits, when not the signed-in reader's. */
  style?: Partial<PickerStyle>;
  inputRef?: (element: HTMLInputElement | null) => void;
};
