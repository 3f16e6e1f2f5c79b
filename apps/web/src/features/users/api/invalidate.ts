import type { QueryClient } from '@tanstack/react-query';
import { invalidateApplications, invalidateAssignments } from '../../../lib/query-keys';
import { userKeys } from './query-keys';

/**
 * After a user changes: the user lists, and, since a deactivation may have handed their open
 * applications over, the workload and every application list.
 */
export function invalidateAfterHandover(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
    invalidateAssignments(queryClient),
    invalidateApplications(queryClient),
  ]);
}
