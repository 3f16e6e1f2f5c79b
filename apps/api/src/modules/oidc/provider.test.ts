import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { CLIENT_ID, CLIENT_SECRET, TestOidcProvider } from '../../test/oidc-provider.js';
import { landingOf, PUBLIC_URL } from './oidc.fixtures.js';

/** A port nothing listens on (taken and let go). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const item of opened.reverse()) await item.close();
});

describe('single sign-on off', () => {
  it('says so to the sign-in page, and its routes lead back to it', async () => {
    const t = await createTestApp({ publicUrl: PUBLIC_URL, rateLimitIpMax: 2 });
    opened.push(t);
    const config = await t.app.inject({ url: '/api/auth/oidc/config/' });
    expect(config.json()).toEqual({
      enabled: false,
      display_name: null,
      available: false,
      password_login: true,
      end_session: false,
    });
    const login = await t.app.inject({ url: '/api/auth/oidc/login/' });
    expect(landingOf(login.headers.location).error).toBe('sso_unavailable');
    expect(login.headers['set-cookie']).toBeUndefined();
    const back = await t.app.inject({ url: '/api/auth/oidc/callback/?code=x&state=y' });
    expect(landingOf(back.headers.location).error).toBe('sso_unavailable');
    const logout = await t.app.inject({ url: '/api/auth/oidc/logout/' });
    expect(logout.headers.location).toBe(`${PUBLIC_URL}/login`);
    const ready = await t.app.inject({ url: '/api/health/ready/' });
    expect(ready.json()).toEqual({ status: 'ok' });
    // Past the address's limit the browser still gets a page, not a 429 body.
    const limited = await t.app.inject({ url: '/api/auth/oidc/login/' });
    expect(limited.statusCode).toBe(302);
    expect(landingOf(limited.headers.location).error).toBe('sso_rate_limited');
  });
});

describe('an issuer that cannot be reached at start', () => {
  let t: TestApp;
  let idp: TestOidcProvider;

  it('starts all the same, degraded, and sends the button to an error page', async () => {
    const port = await freePort();
    t = await createTestApp({
      publicUrl: PUBLIC_URL,
      oidc: {
        issuer: `http://127.0.0.1:${port}`,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        displayName: 'Test IdP',
        scopes: 'openid email profile',
        adminValues: [],
        editorValues: [],
        createUsers: false,
        allowedDomains: [],
      },
    });
    opened.push(t);
    const ready = await t.app.inject({ url: '/api/health/ready/' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'degraded', degraded: ['single_sign_on'] });
    const config = await t.app.inject({ url: '/api/auth/oidc/config/' });
    expect(config.json()).toMatchObject({
      enabled: true,
      display_name: 'Test IdP',
      available: false,
    });
    const login = await t.app.inject({ url: '/api/auth/oidc/login/' });
    expect(landingOf(login.headers.location).error).toBe('sso_unavailable');

    // The provider comes up on that address: the background retry (5 s) finds it.
    idp = await TestOidcProvider.start(PUBLIC_URL, port);
    opened.push(idp);
    const deadline = Date.now() + 20_000;
    let status = '';
    while (Date.now() < deadline && status !== 'ok') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await t.app.inject({ url: '/api/health/ready/' })).json().status;
    }
    expect(status).toBe('ok');
    const now = await t.app.inject({ url: '/api/auth/oidc/config/' });
    expect(now.json()).toMatchObject({ available: true, end_session: true });
    const started = await t.app.inject({ url: '/api/auth/oidc/login/' });
    expect(String(started.headers.location).startsWith(idp.issuer)).toBe(true);
  }, 40_000);

  it("offers the provider's sign-out page, coming back to the sign-in page", async () => {
    const logout = await t.app.inject({ url: '/api/auth/oidc/logout/' });
    expect(logout.statusCode).toBe(302);
    const url = new URL(String(logout.headers.location));
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/login`);
    expect(logout.headers['cache-control']).toBe('no-store');
  });
});
