import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePageParam } from '../../../lib/use-page-param';
import { filtersFromParams, toSearchParams, type ListFilters } from '../api/list-filters';
import { orderingFromParams, type ListOrdering } from '../api/list-ordering';

/**
 * The list's filters, ordering and page, kept in the address bar so that back, forward and
 * reload show the same list. Each change is a new history entry; new filters or a new
 * ordering start again at page 1, and each keeps the other.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const { page } = usePageParam();
  const all = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(all)), [all]);
  const ordering = useMemo(() => orderingFromParams(new URLSearchParams(all)), [all]);
  const apply = useCallback(
    (next: ListFilters) => setParams(toSearchParams(next, 1, ordering)),
    [setParams, ordering],
  );
  /** `undefined`: the list's own ordering. */
  const order = useCallback(
    (next: ListOrdering | undefined) => setParams(toSearchParams(filters, 1, next)),
    [setParams, filters],
  );
  /** `replace` corrects the address without a history entry (so Back does not return to it). */
  const goToPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setParams(toSearchParams(filters, next, ordering), { replace: options?.replace }),
    [setParams, filters, ordering],
  );
  // The filter panel starts again from the applied filters when they change, not when only
  // the ordering or the page does (it would lose what is being typed, and the focus).
  const key = toSearchParams(filters).toString();
  return { filters, ordering, page, apply, order, goToPage, key };
}
