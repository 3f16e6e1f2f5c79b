import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStatusTransition, type TStatusTransition } from '@mutabaa/shared';
import { FORM_CONFIG_BASE } from '../../../lib/form-config-queries';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** GET /transactions/form-config/status-transitions/: each allowed move and its least role. */
export async function getTransitions(): Promise<TStatusTransition[]> {
  return ZStatusTransition.array().parse(await api.list(`${FORM_CONFIG_BASE}/status-transitions/`));
}

export const transitionsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.transitions(),
    queryFn: getTransitions,
  });

export function useTransitions() {
  return useQuery(transitionsQuery());
}
