import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditLogs, oidcSignIns } from '../../db/schema/index.js';
import { createUser } from '../../test/factories.js';
import { signingKey } from '../../test/oidc-provider.js';
import { oidcSetup } from './oidc.fixtures.js';
import { SIGN_IN_TTL_MS } from './oidc.service.js';

const { t, begin, atProvider, callback, signInAt, exchange } = oidcSetup();

afterEach(() => {
  vi.useRealTimers();
});

let n = 0;
/** A provider account of an existing Mutabaa user. */
async function account() {
  const user = await createUser(t.app);
  const sub = `refusal-${++n}`;
  t.idp.accounts.set(sub, { email: user.email, email_verified: true });
  return { sub, user };
}

async function lastRefusalReason() {
  const rows = await t.app.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.action, 'auth.login_failed'));
  const last = rows.sort((a, b) => Number(a.id) - Number(b.id)).at(-1);
  return last?.changes as { method?: string; reason?: string };
}

describe('the callback refuses, always with a redirect to the sign-in page', () => {
  it('starts with state, nonce and an S256 PKCE challenge, and keeps only the state hash', async () => {
    const { url, cookie } = await begin();
    const params = new URL(url).searchParams;
    expect(url.startsWith(t.idp.issuer)).toBe(true);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('redirect_uri')).toBe('http://mutabaa.test/api/auth/oidc/callback/');
    const state = params.get('state') ?? '';
    expect(cookie).toBe(`mutabaa_oidc_state=${state}`);
    const rows = await t.app.db.select().from(oidcSignIns);
    expect(rows.some((r) => r.stateHash === state)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.stateHash))).toBe(true);
  });

  it('refuses a tampered state, and a state without its browser cookie', async () => {
    const { sub } = await account();
    const { url, cookie } = await begin();
    const back = await atProvider(url, sub);
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    expect((await callback(tampered.toString(), cookie)).error).toBe('sso_state_invalid');
    expect((await callback(back, 'mutabaa_oidc_state=other')).error).toBe('sso_state_invalid');
    expect((await callback(back, '')).error).toBe('sso_expired');
    expect(await lastRefusalReason()).toMatchObject({ method: 'oidc', reason: 'sso_expired' });
    // The untouched answer still signs in, once.
    const landing = await callback(back, cookie);
    expect((await exchange(landing.sso)).statusCode).toBe(200);
  });

  it('refuses a replayed callback', async () => {
    const { sub } = await account();
    const { url, cookie } = await begin();
    const back = await atProvider(url, sub);
    expect((await callback(back, cookie)).sso).toBeTruthy();
    expect((await callback(back, cookie)).error).toBe('sso_expired');
  });

  it('refuses an ID token with another nonce', async () => {
    const { sub } = await account();
    const { url, cookie } = await begin();
    const altered = new URL(url);
    altered.searchParams.set('nonce', 'a-nonce-this-sign-in-never-sent');
    const landing = await callback(await atProvider(altered.toString(), sub), cookie);
    expect(landing.error).toBe('sso_failed');
    expect(await lastRefusalReason()).toMatchObject({ reason: 'sso_failed' });
  });

  it('refuses a sign-in that stayed at the provider too long, and a code the provider expired', async () => {
    const { sub } = await account();
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const slow = await begin();
    const slowBack = await atProvider(slow.url, sub);
    vi.setSystemTime(Date.now() + SIGN_IN_TTL_MS + 1000);
    expect((await callback(slowBack, slow.cookie)).error).toBe('sso_expired');

    // The provider's codes live 60 s; the sign-in's 10 minutes.
    const late = await begin();
    const lateBack = await atProvider(late.url, sub);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect((await callback(lateBack, late.cookie)).error).toBe('sso_failed');
  });

  it('refuses an error answer of the provider', async () => {
    const { url, cookie } = await begin();
    const state = new URL(url).searchParams.get('state') ?? '';
    const denied = `http://mutabaa.test/api/auth/oidc/callback/?error=access_denied&state=${state}`;
    expect((await callback(denied, cookie)).error).toBe('sso_denied');
  });

  it('refuses an ID token signed by a key that is not the provider’s', async () => {
    const { sub } = await account();
    // A first sign-in: the provider's keys are fetched and kept.
    expect((await signInAt(sub)).sso).toBeTruthy();
    // The same issuer now signs with another key under the same key id.
    t.idp.useKeys(signingKey());
    t.idp.accounts.set(sub, t.idp.accounts.get(sub) ?? { email: '' });
    const landing = await signInAt(sub);
    expect(landing.error).toBe('sso_failed');
    const reason = (await lastRefusalReason()) as { detail?: string };
    expect(reason.detail).toMatch(/signature/i);
  });
});
