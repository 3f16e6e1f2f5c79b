import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSlaPolicyDeleted } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/**
 * DELETE /sla/policies/{id}/: removed, or deactivated when applications follow it; either way
 * the server's `detail` says which, in the reader's language.
 */
export async function deleteSlaPolicy(id: number) {
  return ZSlaPolicyDeleted.parse(await api.delete(`/sla/policies/${id}/`));
}

export function useDeleteSlaPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSlaPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.slaPolicies() }),
  });
}
