import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { IMPORT_RUNNING, ZImport, type ImportStatus, type TImport } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { importKeys } from './query-keys';

/** How often a running check or import is asked for its progress (ms). */
export const IMPORT_POLL_MS = 1000;

export const isRunning = (status: ImportStatus | undefined) =>
  status !== undefined && IMPORT_RUNNING.includes(status);

/** GET /transactions/import/{id}/: the import with page `page` of its problems. */
export async function getImport(id: number, page: number): Promise<TImport> {
  return ZImport.parse(
    await api.get(`/transactions/import/${encodeURIComponent(id)}/`, { query: { page } }),
  );
}

export const importQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: importKeys.detail(id, page),
    queryFn: () => getImport(id, page),
    // Asked again every second while a job works on it, so the progress bar moves.
    refetchInterval: (query) => (isRunning(query.state.data?.status) ? IMPORT_POLL_MS : false),
  });

/** The import, polled while running; another page of problems keeps the current one shown. */
export function useImport(id: number | undefined, page: number) {
  return useQuery({
    ...importQuery(id ?? 0, page),
    enabled: id !== undefined,
    // Only between pages of the same import: another import never shows this one's data.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === id ? keepPreviousData(previous) : undefined,
  });
}
