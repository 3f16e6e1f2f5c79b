import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZApplication, type TApplicationTransition } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { applicationKeys } from './query-keys';

/** POST /transactions/{id}/transition/; 409 `transition_not_allowed` carries `allowed`. */
export async function transitionApplication(id: string | number, body: TApplicationTransition) {
  return ZApplication.parse(
    await api.post(`/transactions/${encodeURIComponent(id)}/transition/`, body),
  );
}

/** After a change the detail (its allowed next statuses), its history and every list are stale. */
export function useTransitionApplication(id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TApplicationTransition) => transitionApplication(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
