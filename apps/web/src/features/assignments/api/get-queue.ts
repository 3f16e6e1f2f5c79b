import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, ZApplication, ZPaginated } from '@mutabaa/shared';
import { api } from '../../../lib/session';

const ZApplicationPage = ZPaginated(ZApplication);

/** Whose open applications the queue shows: the unassigned ones, or one assignee's. */
export type QueueSource = { page: number; assignee?: number };

/**
 * GET /transactions/ with `open`: the unassigned open applications (the assignment queue), or
 * one assignee's, to hand them over; oldest first, so nothing waits at the back for ever.
 */
export async function getQueue({ page, assignee }: QueueSource) {
  const query = {
    page,
    page_size: DEFAULT_PAGE_SIZE,
    open: true,
    ordering: 'created_at',
    ...(assignee === undefined ? { unassigned: true } : { assigned_to: assignee }),
  };
  return ZApplicationPage.parse(await api.get('/transactions/', { query }));
}

// Under the applications' key, so whatever refreshes the lists refreshes the queue too.
export const queueQuery = (source: QueueSource) =>
  queryOptions({
    queryKey: ['applications', 'assignment-queue', source],
    queryFn: () => getQueue(source),
    placeholderData: keepPreviousData,
  });

export function useQueue(source: QueueSource) {
  return useQuery(queueQuery(source));
}
