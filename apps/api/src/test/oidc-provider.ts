import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import type { OidcConfig } from '../config.js';

export const CLIENT_ID = 'mutabaa';
export const CLIENT_SECRET = 'test-client-secret-0123456789abcdef';

export type TestAccount = {
  email: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  groups?: string[];
};

/** A private signing key of the provider (RS256); the kid is chosen so that it can be reused. */
export function signingKey(kid = 'test-key') {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };
}

/**
 * A real OpenID provider (the certified `oidc-provider`) on 127.0.0.1 with its own keys, for
 * the relying party's tests. The account that signs in at the next interaction is `next`.
 * `useKeys` swaps the provider for one of the same issuer signing with other keys.
 */
export class TestOidcProvider {
  readonly accounts = new Map<string, TestAccount>();
  next = '';
  private provider!: Provider;
  private constructor(
    private readonly server: Server,
    readonly issuer: string,
    private readonly redirectUri: string,
  ) {}

  static async start(publicUrl: string, port = 0): Promise<TestOidcProvider> {
    const holder: { current?: TestOidcProvider } = {};
    const server = createServer((req, res) => void holder.current?.handle(req, res));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const current = new TestOidcProvider(server, issuer, `${publicUrl}/api/auth/oidc/callback/`);
    current.useKeys(signingKey());
    holder.current = current;
    return current;
  }

  /** The Mutabaa configuration of this provider (OIDC_*), with `overrides`. */
  settings(overrides: Partial<OidcConfig> = {}): OidcConfig {
    return {
      issuer: this.issuer,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      displayName: 'Test IdP',
      scopes: 'openid email profile',
      adminValues: [],
      editorValues: [],
      createUsers: false,
      allowedDomains: [],
      ...overrides,
    };
  }

  useKeys(...keys: object[]): void {
    const accounts = this.accounts;
    this.provider = new Provider(this.issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [this.redirectUri],
          post_logout_redirect_uris: [this.redirectUri.replace(/\/api\/.*$/, '/login')],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys },
      cookies: { keys: ['test-cookie-key-0123456789'] },
      pkce: { required: () => true },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        Grant: 600,
        IdToken: 600,
        Interaction: 600,
        Session: 600,
      },
      // Every claim of the scopes in the ID token, as Entra ID and Keycloak put them there.
      conformIdTokenClaims: false,
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name', 'family_name', 'groups'],
      },
      findAccount: (_ctx: unknown, sub: string) => ({
        accountId: sub,
        claims: () => ({ sub, ...accounts.get(sub) }),
      }),
      features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
      interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
      // A first-party client: no consent screen.
      loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
        const grant = new ctx.oidc.provider.Grant({
          clientId: ctx.oidc.client.clientId,
          accountId: ctx.oidc.session.accountId,
        });
        grant.addOIDCScope([...ctx.oidc.requestParamScopes].join(' '));
        await grant.save();
        return grant;
      },
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    if (req.url?.startsWith('/interaction/')) {
      // The sign-in page of the provider: `next` signs in at once.
      await this.provider.interactionDetails(req, res);
      await this.provider.interactionFinished(
        req,
        res,
        { login: { accountId: this.next } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    this.provider.callback()(req, res);
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }
}

/**
 * Follows the provider's redirects from `url` (at most 10, with its cookies) until one leaves
 * for `stopAt`: that URL.
 */
export async function followProvider(url: string, stopAt: string): Promise<string> {
  const jar = new Map<string, string>();
  let location = url;
  for (let hop = 0; hop < 10; hop++) {
    if (location.startsWith(stopAt)) return location;
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(location, { redirect: 'manual', headers: { cookie } });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
    const next = res.headers.get('location');
    if (!next) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
    location = new URL(next, location).toString();
  }
  throw new Error('too many redirects at the provider');
}
