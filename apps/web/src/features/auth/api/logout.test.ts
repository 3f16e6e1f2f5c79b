import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@mutabaa/shared';

// The app's instances, in memory: the API answers what each test sets.
const fake = vi.hoisted(() => ({
  answers: new Map<string, unknown>(),
  posts: [] as string[],
  data: new Map<string, string>(),
  signedIn: [] as unknown[],
}));
vi.mock('../../../lib/session', () => {
  const store = {
    getItem: (key: string) => fake.data.get(key) ?? null,
    setItem: (key: string, value: string) => void fake.data.set(key, value),
    removeItem: (key: string) => void fake.data.delete(key),
  };
  const answer = (path: string) => {
    const value = fake.answers.get(path);
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  };
  return {
    store,
    tokens: { getRefresh: () => store.getItem('refresh_token') },
    session: {
      signOut: () => store.removeItem('refresh_token'),
      signIn: (...args: unknown[]) => void fake.signedIn.push(args),
    },
    api: {
      get: (path: string) => answer(path),
      post: (path: string) => {
        fake.posts.push(path);
        return answer(path);
      },
    },
  };
});

const { logout } = await import('./logout');
const { exchangeSsoCode } = await import('./exchange-sso-code');
const { signIn } = await import('./login');

const config = (endSession: boolean) => ({
  enabled: true,
  display_name: 'Test IdP',
  available: true,
  password_login: true,
  end_session: endSession,
});

beforeEach(() => {
  fake.answers.clear();
  fake.posts.length = 0;
  fake.data.clear();
  fake.signedIn.length = 0;
  fake.data.set('refresh_token', 'r');
  fake.answers.set('/logout/', {});
});

describe('logout', () => {
  it("goes on to the provider's sign-out after a session from single sign-on", async () => {
    fake.data.set(STORAGE_KEYS.ssoSession, '1');
    fake.answers.set('/auth/oidc/config/', config(true));
    expect(await logout()).toEqual({ providerLogoutUrl: '/api/auth/oidc/logout/' });
    expect(fake.posts).toEqual(['/logout/']);
    expect(fake.data.has(STORAGE_KEYS.ssoSession)).toBe(false);
  });

  it('stays here when the provider has no sign-out page, or cannot say', async () => {
    fake.data.set(STORAGE_KEYS.ssoSession, '1');
    fake.answers.set('/auth/oidc/config/', config(false));
    expect(await logout()).toEqual({ providerLogoutUrl: null });
    fake.data.set(STORAGE_KEYS.ssoSession, '1');
    fake.answers.set('/auth/oidc/config/', new Error('offline'));
    expect(await logout()).toEqual({ providerLogoutUrl: null });
  });

  it('stays here after a password sign-in', async () => {
    fake.answers.set('/auth/oidc/config/', config(true));
    expect(await logout()).toEqual({ providerLogoutUrl: null });
  });
});

describe('exchangeSsoCode', () => {
  const user = {
    id: 7,
    email: 'editor2@example.com',
    full_name: 'Editor Two',
    first_name: 'Editor',
    last_name: 'Two',
    phone_number: '',
    company_name: '',
    language_preference: 'en',
    role: 'editor',
    is_active: true,
    email_verified: true,
    date_joined: '2026-01-01T00:00:00Z',
    calendar: null,
    digits: null,
  };

  it('signs in as a password does and marks the session as from single sign-on', async () => {
    fake.answers.set('/auth/oidc/exchange/', { access: 'a', refresh: 'r2', user });
    await exchangeSsoCode('abc');
    expect(fake.signedIn).toEqual([[{ access: 'a', refresh: 'r2' }, user]]);
    expect(fake.data.get(STORAGE_KEYS.ssoSession)).toBe('1');
  });

  it('a later password sign-in forgets the mark', async () => {
    fake.answers.set('/auth/oidc/exchange/', { access: 'a', refresh: 'r2', user });
    await exchangeSsoCode('abc');
    signIn({ access: 'b', refresh: 'r3', user: user as Parameters<typeof signIn>[0]['user'] });
    expect(fake.data.has(STORAGE_KEYS.ssoSession)).toBe(false);
  });

  it('signs nobody in when the code is refused', async () => {
    fake.answers.set('/auth/oidc/exchange/', new Error('sso_code_invalid'));
    await expect(exchangeSsoCode('used')).rejects.toThrow('sso_code_invalid');
    expect(fake.signedIn).toEqual([]);
    expect(fake.data.has(STORAGE_KEYS.ssoSession)).toBe(false);
  });
});
