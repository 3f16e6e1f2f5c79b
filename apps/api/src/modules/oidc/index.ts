import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { oidcRoutes } from './oidc.routes.js';
import { SsoService, type OpenSignIn, type SsoApplicationsPort } from './oidc.service.js';
import { OidcProvider } from './provider.js';

export { OidcProvider } from './provider.js';
export { deleteExpired as removeExpiredSsoSteps } from './oidc.repository.js';
export type { OpenSignIn } from './oidc.service.js';

/** The relying party of OIDC_ISSUER, discovered now (retried in the background); or none. */
export async function startOidcProvider(
  config: Config,
  log: FastifyBaseLogger,
): Promise<OidcProvider | undefined> {
  if (!config.oidc) return undefined;
  const provider = new OidcProvider(
    config.oidc,
    `${config.publicUrl}/api/auth/oidc/callback/`,
    log,
  );
  await provider.start();
  return provider;
}

/**
 * Single sign-on with OpenID Connect (docs/operations/single-sign-on.md). Its routes are there
 * when it is off too: the sign-in page asks, and a stale button lands on an error page.
 */
export function oidcModule(deps: {
  db: Db;
  config: Config;
  provider?: OidcProvider;
  openSignIn: OpenSignIn;
  applications: SsoApplicationsPort;
  log: FastifyBaseLogger;
}): FastifyPluginAsyncZod {
  const { config } = deps;
  return async (api) => {
    const sso = new SsoService({
      db: deps.db,
      provider: deps.provider,
      publicUrl: config.publicUrl,
      passwordLogin: () => config.passwordLogin !== false,
      openSignIn: deps.openSignIn,
      applications: deps.applications,
      log: deps.log,
    });
    await api.register(oidcRoutes(sso, config.publicUrl));
  };
}
