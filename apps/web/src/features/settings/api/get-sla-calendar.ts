import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSlaCalendar, type TSlaCalendar } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** GET /sla/calendar/: the time zone, working days and hours of the service levels. */
export async function getSlaCalendar(): Promise<TSlaCalendar> {
  return ZSlaCalendar.parse(await api.get('/sla/calendar/'));
}

export const slaCalendarQuery = () =>
  queryOptions({ queryKey: settingsKeys.slaCalendar(), queryFn: getSlaCalendar });

export function useSlaCalendar() {
  // The time zone is also System Settings' TIME_ZONE: the server's each time the tab opens.
  return useQuery({ ...slaCalendarQuery(), refetchOnMount: 'always' });
}
