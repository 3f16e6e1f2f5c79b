import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSlaHolidayList, type TSlaHoliday } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** GET /sla/holidays/: every holiday, by first day. */
export async function getSlaHolidays(): Promise<TSlaHoliday[]> {
  return ZSlaHolidayList.parse(await api.list('/sla/holidays/'));
}

export const slaHolidaysQuery = () =>
  queryOptions({ queryKey: settingsKeys.slaHolidays(), queryFn: getSlaHolidays });

export function useSlaHolidays() {
  return useQuery(slaHolidaysQuery());
}
