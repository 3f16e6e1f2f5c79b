import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOidcConfigResponse } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { loadLoginSchemas } from './login';
import { authKeys } from './query-keys';

/** GET /auth/oidc/config/: whether the sign-in page offers single sign-on, and how. */
export async function getOidcConfig(): Promise<TOidcConfigResponse> {
  const [body, { ZOidcConfigResponse }] = await Promise.all([
    api.get('/auth/oidc/config/', { auth: false }),
    loadLoginSchemas(),
  ]);
  return ZOidcConfigResponse.parse(body);
}

export const oidcConfigQuery = () =>
  queryOptions({ queryKey: authKeys.oidcConfig(), queryFn: getOidcConfig, staleTime: 60_000 });

export function useOidcConfig() {
  return useQuery(oidcConfigQuery());
}
