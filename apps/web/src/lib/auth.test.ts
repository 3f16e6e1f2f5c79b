import { describe, expect, it, vi } from 'vitest';
import type { TUser } from '@mutabaa/shared';
import { makeToken } from '../test/tokens';
import { ApiError } from './api-client';
import { createSessionStore } from './auth';
import { createMemoryStore, createSessionStorage } from './storage';

const user: TUser = {
  id: 1,
  email: 'client@example.com',
  full_name: 'Client',
  first_name: 'Client',
  last_name: '',
  phone_number: '',
  company_name: '',
  language_preference: 'ar',
  role: 'client',
  is_active: true,
  email_verified: true,
  date_joined: '2026-01-01T00:00:00Z',
  calendar: null,
  digits: null,
};

function setup(stored: Record<string, string>) {
  const store = createMemoryStore(stored);
  const storage = createSessionStorage(store);
  const onSignedIn = vi.fn();
  return { store, session: createSessionStore({ storage, onSignedIn }), onSignedIn };
}

describe('session', () => {
  it('starts loading, then is signed in with an unexpired token and a stored user', async () => {
    const { session } = setup({ access_token: makeToken(600), user: JSON.stringify(user) });
    expect(session.getState().status).toBe('loading');
    await session.start(() => Promise.reject(new Error('not needed')));
    expect(session.getState()).toEqual({ status: 'signed-in', user });
  });

  it('refreshes an expired access token at start when the refresh token is valid', async () => {
    const { session, store } = setup({
      access_token: makeToken(-60),
      refresh_token: makeToken(3600),
      user: JSON.stringify(user),
    });
    const refresh = vi.fn(async () => store.setItem('access_token', makeToken(600)));
    await session.start(refresh);
    expect(refresh).toHaveBeenCalledOnce();
    expect(session.getState().status).toBe('signed-in');
  });

  it('clears an expired, unrefreshable session', async () => {
    const { session, store } = setup({
      access_token: makeToken(-60),
      refresh_token: makeToken(-1),
      user: JSON.stringify(user),
    });
    await session.start(() => Promise.reject(new Error('No refresh token available')));
    expect(session.getState().status).toBe('signed-out');
    expect(store.getItem('access_token')).toBeNull();
    expect(store.getItem('user')).toBeNull();
  });

  it('clears the session when the server refuses the refresh token', async () => {
    const { session, store } = setup({
      access_token: makeToken(-60),
      refresh_token: makeToken(3600),
      user: JSON.stringify(user),
    });
    await session.start(() => Promise.reject(new ApiError({ status: 401, code: 'token_invalid' })));
    expect(session.getState().status).toBe('signed-out');
    expect(store.getItem('refresh_token')).toBeNull();
  });

  it('keeps the tokens when the server cannot be reached at start', async () => {
    const refresh = makeToken(3600);
    const { session, store } = setup({
      access_token: makeToken(-60),
      refresh_token: refresh,
      user: JSON.stringify(user),
    });
    await session.start(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(session.getState().status).toBe('signed-out');
    expect(store.getItem('refresh_token')).toBe(refresh);
  });

  it('renews the tokens of a signed-in session without a new sign-in, and only then', () => {
    const { session, store, onSignedIn } = setup({});
    const renewed = { access: makeToken(900), refresh: makeToken(7200) };
    session.renewTokens(renewed);
    expect(store.getItem('access_token')).toBeNull();
    session.signIn({ access: makeToken(600), refresh: makeToken(3600) }, user);
    session.renewTokens(renewed);
    expect(store.getItem('access_token')).toBe(renewed.access);
    expect(store.getItem('refresh_token')).toBe(renewed.refresh);
    expect(session.getState()).toEqual({ status: 'signed-in', user });
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it("updates the stored user from a profile answer, but not over another account's", () => {
    const { session, store } = setup({});
    session.signIn({ access: 'a', refresh: 'r' }, user);
    session.updateUser({ ...user, first_name: 'Renamed' });
    expect(JSON.parse(store.getItem('user')!).first_name).toBe('Renamed');
    // Another tab signs in as someone else; this tab's late answer about the first account.
    const other = { ...user, id: 2, email: 'admin@example.com', role: 'admin' as const };
    store.setItem('user', JSON.stringify(other));
    session.updateUser({ ...user, first_name: 'Late' });
    expect(JSON.parse(store.getItem('user')!)).toEqual(other);
  });

  it('tells the screens of a profile answer only when it changes the user shown', () => {
    const { session } = setup({});
    session.signIn({ access: 'a', refresh: 'r' }, user);
    let told = 0;
    session.subscribe(() => (told += 1));
    const shown = session.getState();
    session.updateUser({ ...user });
    expect(told).toBe(0);
    expect(session.getState()).toBe(shown);
    session.updateUser({ ...user, last_name: 'Changed' });
    expect(told).toBe(1);
    expect(session.getState().user?.last_name).toBe('Changed');
  });

  it('stores tokens and user at sign-in and announces it; sign-out clears all', () => {
    const { session, store, onSignedIn } = setup({});
    session.signIn({ access: 'a', refresh: 'r' }, user);
    expect(store.getItem('access_token')).toBe('a');
    expect(store.getItem('refresh_token')).toBe('r');
    expect(JSON.parse(store.getItem('user')!)).toEqual(user);
    expect(onSignedIn).toHaveBeenCalledWith(user);
    session.signOut();
    expect(session.getState().status).toBe('signed-out');
    expect([
      store.getItem('access_token'),
      store.getItem('refresh_token'),
      store.getItem('user'),
    ]).toEqual([null, null, null]);
  });
});
