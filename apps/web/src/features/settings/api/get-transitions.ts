import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStatusTransition, type TStatusTransition } from '@mutabaa/shared';
import { FORM_CONFIG_BASE, FORM_CONFIG_KEY } from '../../../lib/form-config-queries';
import { api } from '../../../lib/session';

/** GET /transactions/form-config/status-transitions/: each allowed move and its least role. */
export async function getTransitions(): Promise<TStatusTransition[]> {
  return ZStatusTransition.array().parse(await api.list(`${FORM_CONFIG_BASE}/status-transitions/`));
}

export const transitionsQuery = () =>
  queryOptions({
    queryKey: [...FORM_CONFIG_KEY, 'status-transitions'],
    queryFn: getTransitions,
  });

export function useTransitions() {
  return useQuery(transitionsQuery());
}
