import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePageParam } from '../../../lib/use-page-param';
import { filtersFromParams, toSearchParams, type ListFilters } from '../api/list-filters';

/**
 * The list's filters and page, kept in the address bar so that back, forward and reload show
 * the same list. Each change is a new history entry.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const { page } = usePageParam();
  const key = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(key)), [key]);
  const apply = useCallback((next: ListFilters) => setParams(toSearchParams(next, 1)), [setParams]);
  /** `replace` corrects the address without a history entry (so Back does not return to it). */
  const goToPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setParams(toSearchParams(filters, next), { replace: options?.replace }),
    [setParams, filters],
  );
  return { filters, page, apply, goToPage, key };
}
