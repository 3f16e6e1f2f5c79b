import { useDateStyle } from '../../../lib/date-style';
import type { PickerStyle } from './date-text';

/** The signed-in reader's language, calendar, digits and time zone. */
export function usePickerStyle(): PickerStyle & { timeZone: string } {
  return useDateStyle();
}
