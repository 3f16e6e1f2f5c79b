import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** DELETE /sla/holidays/{id}/ (204). */
export async function deleteSlaHoliday(id: number): Promise<void> {
  await api.delete(`/sla/holidays/${id}/`);
}

export function useDeleteSlaHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSlaHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.slaHolidays() }),
  });
}
