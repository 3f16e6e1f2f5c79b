import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSlaPolicyList, type TSlaPolicy } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** GET /sla/policies/: every policy, active ones first. */
export async function getSlaPolicies(): Promise<TSlaPolicy[]> {
  return ZSlaPolicyList.parse(await api.list('/sla/policies/'));
}

export const slaPoliciesQuery = () =>
  queryOptions({ queryKey: settingsKeys.slaPolicies(), queryFn: getSlaPolicies });

export function useSlaPolicies() {
  return useQuery(slaPoliciesQuery());
}
