import { useMemo } from 'react';
import {
  calendarOr,
  digitsOr,
  type Branding,
  type DateStyle,
  type Language,
  type TUser,
} from '@mutabaa/shared';
import { useBranding } from './branding/use-branding';
import { useSession } from './use-session';
import { useTranslation } from './use-translation';

type Choices = Pick<TUser, 'calendar' | 'digits'>;

/**
 * The reader's date style: their own calendar and digits, else the organisation's (from the
 * branding), on the organisation's time zone. A user stored before these choices existed has
 * neither field and reads the organisation's.
 */
export function dateStyleOf(
  language: Language,
  branding: Branding,
  user: Partial<Choices> | null,
): DateStyle {
  return {
    language,
    calendar: calendarOr(user?.calendar, branding.default_calendar),
    digits: digitsOr(user?.digits, branding.default_digits),
    timeZone: branding.time_zone,
  };
}

/** The signed-in reader's date style (the organisation's on public pages). */
export function useDateStyle(): DateStyle {
  const { language } = useTranslation();
  const branding = useBranding();
  const { user } = useSession();
  const calendar = user?.calendar;
  const digits = user?.digits;
  return useMemo(
    () => dateStyleOf(language === 'en' ? 'en' : 'ar', branding, { calendar, digits }),
    [language, branding, calendar, digits],
  );
}
