import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUserBulkUpdateResponse, type TUserBulkUpdate } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { invalidateAfterHandover } from './invalidate';

/** POST /users/bulk_update/ (admin): activates or deactivates every user given, or none. */
export async function bulkUpdateUsers(body: TUserBulkUpdate) {
  return ZUserBulkUpdateResponse.parse(await api.post('/users/bulk_update/', body));
}

export function useBulkUpdateUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateUsers,
    onSuccess: () => invalidateAfterHandover(queryClient),
  });
}
