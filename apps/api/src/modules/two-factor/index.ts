import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TwoFactorDeps } from './second-factor.js';
import { twoFactorRoutes } from './two-factor.routes.js';
import { TwoFactorService } from './two-factor.service.js';

export type { TwoFactorDeps } from './second-factor.js';
export { deleteSpentChallenges as removeSpentSignInSteps } from './two-factor.repository.js';
export {
  MFA_MAX_FAILURES,
  MFA_TOKEN_TTL_MS,
  SignInChallenges,
  type OpenSession,
  type SignInStep,
  type SignInThrottle,
} from './challenges.js';

/**
 * Two-factor sign-in (TOTP, RFC 6238): the signed-in user's enrolment and recovery codes, and
 * an admin's reset. The second step of sign-in is auth's, with SignInChallenges.
 */
export function twoFactorModule(deps: TwoFactorDeps): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(twoFactorRoutes(new TwoFactorService(deps)));
  };
}
