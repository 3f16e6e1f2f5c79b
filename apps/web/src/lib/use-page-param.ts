import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageFromParams, withPage } from './pagination';

/**
 * The list's page number, kept in the address bar so that back, forward and reload show the
 * same page. Each change is a new history entry unless `replace` is asked for.
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  /** `replace` corrects the address without a history entry (so Back does not return to it). */
  const goToPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setParams((current) => withPage(current, next), { replace: options?.replace }),
    [setParams],
  );
  return { page, goToPage };
}
