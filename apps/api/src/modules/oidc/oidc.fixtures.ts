import type { OidcConfig } from '../../config.js';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { followProvider, TestOidcProvider, type TestAccount } from '../../test/oidc-provider.js';

export const PUBLIC_URL = 'http://mutabaa.test';

/** What the sign-in page was sent to: `?sso=<code>` or `?sso_error=<code>`. */
export type Landing = { sso?: string; error?: string; location: string };

export function landingOf(location: string | undefined): Landing {
  expect(location, 'a redirect').toBeTruthy();
  const url = new URL(location ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/login`);
  return {
    sso: url.searchParams.get('sso') ?? undefined,
    error: url.searchParams.get('sso_error') ?? undefined,
    location: location ?? '',
  };
}

/**
 * The app of a single sign-on test file with a real OpenID provider on 127.0.0.1. The
 * provider's settings object is the app's own (config.oidc): a test may change a setting
 * (createUsers, roleClaim…) for its own sign-ins.
 */
export function oidcSetup(overrides: Partial<OidcConfig> = {}) {
  const t = {} as TestApp & { idp: TestOidcProvider; oidc: OidcConfig };
  beforeAll(async () => {
    const idp = await TestOidcProvider.start(PUBLIC_URL);
    const oidc = idp.settings(overrides);
    Object.assign(t, await createTestApp({ publicUrl: PUBLIC_URL, oidc }), { idp, oidc });
  });
  afterAll(async () => {
    await t.close?.();
    await t.idp?.close();
  });

  /** GET /api/auth/oidc/login/: the provider's URL and the browser's state cookie. */
  async function begin() {
    const start = await t.app.inject({ url: '/api/auth/oidc/login/' });
    expect(start.statusCode, start.body).toBe(302);
    const setCookie = String(start.headers['set-cookie'] ?? '');
    return { url: String(start.headers.location), cookie: setCookie.split(';')[0] ?? '' };
  }

  /** The provider's redirect back to the callback, `account` having signed in there. */
  async function atProvider(url: string, account: string) {
    t.idp.next = account;
    return followProvider(url, `${PUBLIC_URL}/api/auth/oidc/callback/`);
  }

  /** Sends the browser (its cookie) to the callback URL: where it is sent on. */
  async function callback(callbackUrl: string, cookie: string): Promise<Landing> {
    const response = await t.app.inject({
      url: callbackUrl.slice(PUBLIC_URL.length),
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode, response.body).toBe(302);
    expect(response.body).toBe('');
    return landingOf(response.headers.location);
  }

  /** The whole flow for `account` (added to the provider when given): where it lands. */
  async function signInAt(account: string, claims?: TestAccount): Promise<Landing> {
    if (claims) t.idp.accounts.set(account, claims);
    const { url, cookie } = await begin();
    return callback(await atProvider(url, account), cookie);
  }

  const exchange = (code: string | undefined) =>
    t.app.inject({ method: 'POST', url: '/api/auth/oidc/exchange/', payload: { code } });

  return { t, begin, atProvider, callback, signInAt, exchange };
}
