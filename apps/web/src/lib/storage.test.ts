import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@mutabaa/shared';
import { createMemoryStore, createSessionStorage } from './storage';

describe('session storage', () => {
  it('tells whether a session is held after each change of the tokens', () => {
    const heard: boolean[] = [];
    const store = createMemoryStore();
    const tokens = createSessionStorage(store, (held) => heard.push(held));
    tokens.setTokens({ access: 'a', refresh: 'r' });
    expect(tokens.getRefresh()).toBe('r');
    tokens.setAccess('a2');
    tokens.clear();
    expect(tokens.getRefresh()).toBeNull();
    expect(heard).toEqual([true, false]);
  });

  it('forgets with the session that it came from single sign-on', () => {
    const store = createMemoryStore({ [STORAGE_KEYS.ssoSession]: '1' });
    createSessionStorage(store).clear();
    expect(store.getItem(STORAGE_KEYS.ssoSession)).toBeNull();
  });
});
