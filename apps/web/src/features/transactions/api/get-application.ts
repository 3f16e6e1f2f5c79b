import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZApplicationDetail, type TApplicationDetail } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { applicationKeys } from './query-keys';

/** GET /transactions/{id}/: the application and the next statuses the caller may choose. */
export async function getApplication(id: string | number): Promise<TApplicationDetail> {
  return ZApplicationDetail.parse(await api.get(`/transactions/${encodeURIComponent(id)}/`));
}

export const applicationQuery = (id: string | number) =>
  queryOptions({
    queryKey: applicationKeys.detail(id),
    queryFn: () => getApplication(id),
  });

export function useApplication(id: string | number) {
  return useQuery(applicationQuery(id));
}
