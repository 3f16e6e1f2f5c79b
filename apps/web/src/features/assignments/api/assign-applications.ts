import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAssignResponse, type TAssignRequest, type TAssignResponse } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { WORKLOAD_KEY } from '../../../lib/workload';
import { ASSIGNMENTS_KEY } from './get-assignments';

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
        queryClient.invalidateQueries({ queryKey: ['applications'] }),
        queryClient.invalidateQueries({ queryKey: WORKLOAD_KEY }),
        queryClient.invalidateQueries({ queryKey: ASSIGNMENTS_KEY }),
      ]),
  });
}
