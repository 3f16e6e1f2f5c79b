import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAssignmentRuleList, type TAssignmentRule } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { assignmentKeys } from './query-keys';

/** GET /assignments/rules/ (admin): the automatic assignment mode of each application type. */
export async function getRules(): Promise<TAssignmentRule[]> {
  return ZAssignmentRuleList.parse(await api.list('/assignments/rules/'));
}

export const rulesQuery = () =>
  queryOptions({ queryKey: assignmentKeys.rules(), queryFn: getRules });

export function useRules() {
  return useQuery(rulesQuery());
}
