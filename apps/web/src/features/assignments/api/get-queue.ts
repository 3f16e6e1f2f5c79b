import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@mutabaa/shared';
import { listApplications } from '../../../lib/applications';
import type { QueueSource } from './assignment-params';
import { assignmentKeys } from './query-keys';

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
  return listApplications(query);
}

export const queueQuery = (source: QueueSource) =>
  queryOptions({
    queryKey: assignmentKeys.queue(source),
    queryFn: () => getQueue(source),
    placeholderData: keepPreviousData,
  });

export function useQueue(source: QueueSource) {
  return useQuery(queueQuery(source));
}
