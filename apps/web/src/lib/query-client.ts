import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The signed-in screens' query cache. Only the lazy layout imports it, so TanStack Query
 * stays out of the sign-in route's JavaScript.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // Client errors will not change by retrying; server and network errors might.
      retry: (count, error) =>
        error instanceof ApiError && error.status < 500 ? false : count < 2,
    },
  },
});
