import { useLanguage } from '../../../lib/use-language';
import type { PickerStyle } from './date-text';

/** The signed-in reader's language, calendar, digits and time zone. */
export function usePickerStyle(): PickerStyle & { timeZone: string } {
  const { language } = useLanguage();
  return { language, calendar: 'gregorian', digits: 'latn', timeZone: 'Asia/Riyadh' };
}
