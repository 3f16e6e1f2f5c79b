import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAssignmentRuleList,
  type TAssignmentRule,
  type TAssignmentRulesUpdate,
} from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { assignmentKeys } from './query-keys';

/** PUT /assignments/rules/ (admin): sets the listed types' modes; the answer is every rule. */
export async function updateRules(body: TAssignmentRulesUpdate): Promise<TAssignmentRule[]> {
  return ZAssignmentRuleList.parse(await api.request('PUT', '/assignments/rules/', { body }));
}

export function useUpdateRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRules,
    onSuccess: (rules) => queryClient.setQueryData(assignmentKeys.rules(), rules),
  });
}
