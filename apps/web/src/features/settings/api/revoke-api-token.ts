import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** DELETE /tokens/{id}/: the token stops working at once. */
export async function revokeApiToken(id: number): Promise<void> {
  await api.delete(`/tokens/${id}/`);
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.apiTokens }),
  });
}
