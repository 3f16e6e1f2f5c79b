import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZHistoryEntry, type THistoryEntry } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { applicationKeys } from './query-keys';

/** GET /transactions/{id}/history/: newest first. */
export async function getHistory(id: string | number): Promise<THistoryEntry[]> {
  const entries = await api.list(`/transactions/${encodeURIComponent(id)}/history/`);
  return ZHistoryEntry.array().parse(entries);
}

export const historyQuery = (id: string | number) =>
  queryOptions({
    queryKey: applicationKeys.history(id),
    queryFn: () => getHistory(id),
  });

export function useHistory(id: string | number) {
  return useQuery(historyQuery(id));
}
