import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { OidcConfig } from '../../config.js';

/** Seconds one request to the provider may take (discovery, keys, the code's exchange). */
const REQUEST_TIMEOUT_S = 10;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;

export type ProviderClaims = Record<string, unknown> & { sub: string };

/** The checks a callback is held to: what its sign-in sent to the provider. */
export type CallbackChecks = { state: string; nonce: string; codeVerifier: string };

/**
 * The OpenID provider as the relying party sees it (openid-client): discovered at start; when
 * the issuer cannot be reached, discovery is tried again in the background (5 s, doubling up
 * to 5 minutes) and readiness reports it, instead of the process failing.
 */
export class OidcProvider {
  private configuration?: client.Configuration;
  private retryMs = FIRST_RETRY_MS;
  private timer?: NodeJS.Timeout;
  private stopped = false;
  /** Why the last discovery failed, while there is no configuration. */
  lastError?: string;

  constructor(
    readonly settings: OidcConfig,
    readonly redirectUri: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  get ready(): boolean {
    return this.configuration !== undefined;
  }

  /** The first discovery; a failure is logged and retried in the background. */
  async start(): Promise<void> {
    await this.discover();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async discover(): Promise<void> {
    const { issuer, clientId, clientSecret } = this.settings;
    const insecure = new URL(issuer).protocol === 'http:';
    try {
      this.configuration = await client.discovery(
        new URL(issuer),
        clientId,
        undefined,
        client.ClientSecretPost(clientSecret),
        {
          timeout: REQUEST_TIMEOUT_S,
          // Tokens are verified against the provider's keys, not only trusted for arriving over
          // TLS (OpenID Connect Core 3.1.3.7 allows the latter); http:// is for this machine.
          execute: [
            client.enableNonRepudiationChecks,
            ...(insecure ? [client.allowInsecureRequests] : []),
          ],
        },
      );
      this.lastError = undefined;
      this.log.info({ issuer }, 'OpenID provider discovered');
    } catch (error) {
      this.lastError = error instanceof Error ? error.message : String(error);
      this.log.warn(
        { issuer, err: error, retryInMs: this.retryMs },
        'OpenID provider not reachable; single sign-on waits for it',
      );
      if (this.stopped) return;
      this.timer = setTimeout(() => void this.discover(), this.retryMs);
      this.timer.unref();
      this.retryMs = Math.min(this.retryMs * 2, LONGEST_RETRY_MS);
    }
  }

  private get current(): client.Configuration {
    if (!this.configuration) throw new ProviderUnavailable();
    return this.configuration;
  }

  /** Where the browser goes to sign in: with state, nonce and the PKCE (S256) challenge. */
  async authorizationUrl(checks: CallbackChecks): Promise<string> {
    const config = this.current;
    return client
      .buildAuthorizationUrl(config, {
        redirect_uri: this.redirectUri,
        scope: this.settings.scopes,
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  /**
   * Exchanges the callback's code and validates the ID token (signature against the
   * provider's keys, iss, aud, exp, nonce): its claims. Throws on any failure.
   */
  async claimsOf(callbackUrl: URL, checks: CallbackChecks): Promise<ProviderClaims> {
    const tokens = await client.authorizationCodeGrant(
      this.current,
      callbackUrl,
      {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      },
      { redirect_uri: this.redirectUri },
    );
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    return claims as ProviderClaims;
  }

  /** The provider's sign-out page, when it has one, coming back to `returnTo`. */
  endSessionUrl(returnTo: string): string | undefined {
    if (!this.configuration?.serverMetadata().end_session_endpoint) return undefined;
    return client
      .buildEndSessionUrl(this.configuration, {
        client_id: this.settings.clientId,
        post_logout_redirect_uri: returnTo,
      })
      .toString();
  }
}

export class ProviderUnavailable extends Error {
  constructor() {
    super('the OpenID provider has not been reached yet');
  }
}
