// The test provider's settings that e2e/scripts/serve.mjs gives the server, and the specs
// check against.

/** The demo account the provider signs in (editor2, whose password no spec changes). */
export const SSO_ACCOUNT = 'editor2@example.com';
/** OIDC_DISPLAY_NAME: the button reads "Sign in with Test IdP". */
export const SSO_DISPLAY_NAME = 'Test IdP';
