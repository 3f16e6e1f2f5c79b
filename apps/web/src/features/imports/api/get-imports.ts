import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZImportPage, type TImportPage } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { IMPORT_POLL_MS, isRunning } from './get-import';
import { importKeys } from './query-keys';

export const PAST_IMPORTS_PAGE_SIZE = 10;

/** GET /transactions/import/: one page of the caller's imports, newest first. */
export async function getImports(page: number): Promise<TImportPage> {
  return ZImportPage.parse(
    await api.get('/transactions/import/', {
      query: { page, page_size: PAST_IMPORTS_PAGE_SIZE },
    }),
  );
}

export const importsQuery = (page: number) =>
  queryOptions({
    queryKey: importKeys.list(page),
    queryFn: () => getImports(page),
    placeholderData: keepPreviousData,
    // A running import's row (its status and count) follows its job, as the wizard does.
    refetchInterval: (query) =>
      query.state.data?.results.some((row) => isRunning(row.status)) ? IMPORT_POLL_MS : false,
  });

export function useImports(page: number) {
  return useQuery(importsQuery(page));
}
