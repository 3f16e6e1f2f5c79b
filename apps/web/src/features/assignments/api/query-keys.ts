import { sharedKeys } from '../../../lib/query-keys';
import type { HistoryParams, QueueSource } from './assignment-params';

export const assignmentKeys = {
  all: sharedKeys.assignments,
  histories: () => [...assignmentKeys.all, 'history'] as const,
  history: (params: HistoryParams) => [...assignmentKeys.histories(), params] as const,
  rules: () => [...assignmentKeys.all, 'rules'] as const,
  // Under the applications' root, so whatever refreshes the lists refreshes the queue too.
  queue: (source: QueueSource) => [...sharedKeys.applications, 'assignment-queue', source] as const,
};
