import type { QueryClient } from '@tanstack/react-query';

/**
 * After a user changes: the user lists, and, since a deactivation may have handed their open
 * applications over, the workload and every application list.
 */
export function invalidateAfterHandover(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['users'] }),
    queryClient.invalidateQueries({ queryKey: ['assignments'] }),
    queryClient.invalidateQueries({ queryKey: ['applications'] }),
  ]);
}
