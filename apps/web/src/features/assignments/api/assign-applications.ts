import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAssignResponse, type TAssignRequest, type TAssignResponse } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { invalidateApplications, invalidateWorkload } from '../../../lib/query-keys';
import { assignmentKeys } from './query-keys';

/** POST /assignments/ (admin): moves every listed application to `assigned_to`, or none. */
export async function assignApplications(body: TAssignRequest): Promise<TAssignResponse> {
  return ZAssignResponse.parse(await api.post('/assignments/', body));
}

/** Afterwards the queue, the lists, the workload and the history are asked for again. */
export function useAssignApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignApplications,
    onSuccess: () =>
      Promise.all([
        invalidateApplications(queryClient),
        invalidateWorkload(queryClient),
        queryClient.invalidateQueries({ queryKey: assignmentKeys.histories() }),
      ]),
  });
}
