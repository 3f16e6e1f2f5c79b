import { describe, expect, it } from 'vitest';
import type { TUser } from '@mutabaa/shared';
import { makeToken } from '../../../test/tokens';
import { createApiClient } from '../../../lib/api-client';
import { createSessionStore } from '../../../lib/auth';
import { createMemoryStore, createSessionStorage } from '../../../lib/storage';
import { changePassword } from './change-password';

const user: TUser = {
  id: 7,
  email: 'editor@example.com',
  full_name: 'Editor',
  first_name: 'Editor',
  last_name: '',
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

describe('changePassword', () => {
  it('stores the new tokens the server answers, so the next request carries them', async () => {
    const old = { access: makeToken(600, Date.now(), { n: 1 }), refresh: makeToken(3600) };
    const renewed = {
      access: makeToken(900, Date.now(), { n: 2 }),
      refresh: makeToken(7200, Date.now(), { n: 2 }),
    };
    const store = createMemoryStore();
    const storage = createSessionStorage(store);
    const session = createSessionStore({ storage });
    session.signIn(old, user);
    const seen: string[] = [];
    const api = createApiClient({
      fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(String((init?.headers as Record<string, string>).Authorization ?? ''));
        const body = seen.length === 1 ? { detail: 'Changed.', ...renewed } : {};
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }) as typeof fetch,
      session: storage,
      getLanguage: () => 'en',
      onSessionExpired: () => session.signOut(),
    });

    const result = await changePassword(
      { old_password: 'Old#Pass1', new_password: 'New#Pass12' },
      { api, session },
    );
    expect(result.detail).toBe('Changed.');
    expect(storage.getAccess()).toBe(renewed.access);
    expect(storage.getRefresh()).toBe(renewed.refresh);
    expect(session.getState()).toEqual({ status: 'signed-in', user });
    await api.get('/profile/');
    expect(seen).toEqual([`Bearer ${old.access}`, `Bearer ${renewed.access}`]);
  });
});
