import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSlaHoliday, type TSlaHoliday, type TSlaHolidayCreate } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** POST /sla/holidays/, or PATCH /sla/holidays/{id}/ with an id: 422 for wrong days. */
export async function saveSlaHoliday({
  id,
  holiday,
}: {
  id?: number;
  holiday: TSlaHolidayCreate;
}): Promise<TSlaHoliday> {
  const answer = id
    ? await api.patch(`/sla/holidays/${id}/`, holiday)
    : await api.post('/sla/holidays/', holiday);
  return ZSlaHoliday.parse(answer);
}

export function useSaveSlaHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSlaHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.slaHolidays() }),
  });
}
