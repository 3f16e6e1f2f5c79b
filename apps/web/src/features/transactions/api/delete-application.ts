import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/session';
import { applicationKeys } from './query-keys';

/** DELETE /transactions/{id}/ (soft on the server; 204). */
export async function deleteApplication(id: number) {
  await api.delete(`/transactions/${id}/`);
}

/** Every list and count that showed the application is stale afterwards. */
export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
