import { everyone, type AccessRow } from './access-rules.js';

/**
 * Single sign-on, as the matrix's app has it: off (no OIDC_ISSUER). Its routes are public and
 * answer alike for everyone: the browser's ones redirect to the sign-in page, an unknown
 * one-time code is refused. The flow itself, against a real provider, is in modules/oidc/.
 */
export const SINGLE_SIGN_ON_ACCESS: Record<string, AccessRow> = {
  'GET /api/auth/oidc/config/': { expect: everyone(200) },
  'GET /api/auth/oidc/login/': { expect: everyone(302) },
  'GET /api/auth/oidc/callback/': {
    expect: everyone(302),
    request: () => ({ query: { code: 'a-code', state: 'a-state' } }),
  },
  'POST /api/auth/oidc/exchange/': {
    expect: everyone(400),
    request: () => ({ body: { code: 'an-unknown-code' } }),
  },
  'GET /api/auth/oidc/logout/': { expect: everyone(302) },
};
