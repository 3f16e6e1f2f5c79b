import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { apiTokensRoutes } from './api-tokens.routes.js';
import { ApiTokensService } from './api-tokens.service.js';

export { ApiTokensService, isApiToken } from './api-tokens.service.js';
export { routeKey, scopeForRoute, TOKEN_ROUTE_SCOPES } from './scope-map.js';

/**
 * Personal API tokens of staff (docs/api-tokens.md): their routes. The auth plugin accepts the
 * tokens through an ApiTokensService of its own.
 */
export function apiTokensModule(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(apiTokensRoutes(new ApiTokensService(deps)));
  };
}
