import {
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
} from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * A query client whose invalidation never leaves an answer older than the change that asked
 * for it. TanStack Query refetches an invalidated query by cancelling a refetch in flight,
 * but a first load in flight (a query with no data yet) is kept and its answer, read before
 * the change, stays: a file uploaded while the application's history was still loading was
 * missing from the history until the page was reloaded. Here such a first load is cancelled
 * silently before the refetch, which starts afresh, and whoever awaited the first load gets
 * the new answer instead.
 */
export class FreshQueryClient extends QueryClient {
  override invalidateQueries(
    filters?: InvalidateQueryFilters,
    options?: InvalidateOptions,
  ): Promise<void> {
    const refetched = filters?.refetchType ?? filters?.type ?? 'active';
    if (refetched !== 'none') {
      for (const query of this.getQueryCache().findAll({ ...filters, type: refetched })) {
        // Only what the library then refetches: a cancelled load nobody restarts would reject.
        const first = query.state.fetchStatus === 'fetching' && query.state.data === undefined;
        if (first && !query.isDisabled()) {
          void query.cancel({ silent: true });
        }
      }
    }
    return super.invalidateQueries(filters, options);
  }
}

/**
 * The signed-in screens' query cache. Only the lazy layout imports it, so TanStack Query
 * stays out of the sign-in route's JavaScript.
 */
export const queryClient = new FreshQueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // Client errors will not change by retrying; server and network errors might.
      retry: (count, error) =>
        error instanceof ApiError && error.status < 500 ? false : count < 2,
    },
  },
});
