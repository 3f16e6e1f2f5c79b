import { STORAGE_KEYS, type TUser } from '@mutabaa/shared';

/** The part of the Web Storage API the app uses; tests pass an in-memory one. */
export type KeyValueStore = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

export function createMemoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** localStorage when the browser allows it, else memory (private modes can refuse storage). */
export function browserStore(): KeyValueStore {
  try {
    const probe = '__mutabaa_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return createMemoryStore();
  }
}

export type Tokens = { access: string; refresh: string };

/**
 * A light check of the user this app stored itself (it was validated with the shared
 * schema when it arrived); keeps zod out of the start-up code.
 */
function isStoredUser(value: unknown): value is TUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' && typeof user.email === 'string' && typeof user.role === 'string'
  );
}

/**
 * Typed access to the tokens and the stored user under the spec's keys. `onHeld` hears whether
 * a session is held after each change (the app mirrors it in a cookie for the server).
 */
export function createSessionStorage(
  store: KeyValueStore,
  onHeld: (held: boolean) => void = () => {},
) {
  return {
    getAccess: () => store.getItem(STORAGE_KEYS.accessToken),
    getRefresh: () => store.getItem(STORAGE_KEYS.refreshToken),
    setAccess: (access: string) => store.setItem(STORAGE_KEYS.accessToken, access),
    setTokens(tokens: Tokens) {
      store.setItem(STORAGE_KEYS.accessToken, tokens.access);
      store.setItem(STORAGE_KEYS.refreshToken, tokens.refresh);
      onHeld(true);
    },
    getUser(): TUser | null {
      const raw = store.getItem(STORAGE_KEYS.user);
      if (!raw) return null;
      try {
        const value: unknown = JSON.parse(raw);
        return isStoredUser(value) ? value : null;
      } catch {
        return null;
      }
    },
    setUser: (user: TUser) => store.setItem(STORAGE_KEYS.user, JSON.stringify(user)),
    clear() {
      store.removeItem(STORAGE_KEYS.accessToken);
      store.removeItem(STORAGE_KEYS.refreshToken);
      store.removeItem(STORAGE_KEYS.user);
      store.removeItem(STORAGE_KEYS.ssoSession);
      onHeld(false);
    },
  };
}
export type SessionStorage = ReturnType<typeof createSessionStorage>;
