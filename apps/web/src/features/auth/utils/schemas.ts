/**
 * The sign-in schemas, loaded on demand: zod is needed only once the form is used, so it
 * stays out of the JavaScript the sign-in route loads first (150 KB budget).
 */
export {
  ZLoginRequest,
  ZLoginResponse,
  ZLoginStepResponse,
  ZMfaEnableResponse,
  ZTwoFactorSetupResponse,
} from '@mutabaa/shared';
