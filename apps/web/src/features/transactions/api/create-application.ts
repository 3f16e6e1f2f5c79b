import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZApplication, type TApplicationCreate } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { applicationKeys } from './query-keys';

/** POST /transactions/: a new draft or a submitted application. */
export async function createApplication(body: TApplicationCreate) {
  return ZApplication.parse(await api.post('/transactions/', body));
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
