import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCreatedApiToken, type TCreateApiTokenRequest } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** POST /tokens/: a new token; the answer carries the token itself, this once. */
export async function createApiToken(body: TCreateApiTokenRequest) {
  return ZCreatedApiToken.parse(await api.post('/tokens/', body));
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.apiTokens }),
  });
}
