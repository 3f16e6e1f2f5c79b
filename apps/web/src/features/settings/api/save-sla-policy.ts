import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSlaPolicy, type TSlaPolicy, type TSlaPolicyCreate } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/**
 * POST /sla/policies/, or PATCH /sla/policies/{id}/ with an id. 409 (on `priority`) when
 * another active policy has the same type and priority; 422 for a value no list holds.
 */
export async function saveSlaPolicy({
  id,
  policy,
}: {
  id?: number;
  policy: TSlaPolicyCreate;
}): Promise<TSlaPolicy> {
  const answer = id
    ? await api.patch(`/sla/policies/${id}/`, policy)
    : await api.post('/sla/policies/', policy);
  return ZSlaPolicy.parse(answer);
}

export function useSaveSlaPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSlaPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.slaPolicies() }),
  });
}
