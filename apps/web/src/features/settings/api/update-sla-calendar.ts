import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSlaCalendar, type TSlaCalendar, type TSlaCalendarUpdate } from '@mutabaa/shared';
import { brandingStore } from '../../../lib/branding';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** PUT /sla/calendar/: 422 with the field errors of a wrong week. */
export async function updateSlaCalendar(calendar: TSlaCalendarUpdate): Promise<TSlaCalendar> {
  return ZSlaCalendar.parse(await api.request('PUT', '/sla/calendar/', { body: calendar }));
}

export function useUpdateSlaCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSlaCalendar,
    onSuccess: (saved, sent) => {
      queryClient.setQueryData(settingsKeys.slaCalendar(), saved);
      // The calendar's time zone is the organisation's: every date on screen follows it.
      if (brandingStore.getBranding().time_zone !== sent.timezone) void brandingStore.reload();
    },
  });
}
