import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZApiTokenList, type TApiToken } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** GET /tokens/: the signed-in user's API tokens; `all` (admins): everyone's. */
export async function getApiTokens(all: boolean): Promise<TApiToken[]> {
  const answer = ZApiTokenList.parse(await api.get(all ? '/tokens/?all=true' : '/tokens/'));
  return answer.results;
}

export const apiTokensQuery = (all: boolean) =>
  queryOptions({ queryKey: settingsKeys.apiTokenList(all), queryFn: () => getApiTokens(all) });

export function useApiTokens(all: boolean) {
  return useQuery(apiTokensQuery(all));
}
