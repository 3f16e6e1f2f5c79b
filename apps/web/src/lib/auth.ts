import { USER_LOGGED_IN_EVENT, type TUser } from '@mutabaa/shared';
import { ApiError } from './api-client';
import { isTokenExpired, isTokenValid } from './jwt';
import type { SessionStorage, Tokens } from './storage';

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: TUser };

const LOADING: SessionState = { status: 'loading', user: null };
const SIGNED_OUT: SessionState = { status: 'signed-out', user: null };

type SessionStoreOptions = {
  storage: SessionStorage;
  now?: () => number;
  /** Fired after a successful sign-in (the browser event in the app). */
  onSignedIn?: (user: TUser) => void;
};

/** Signed in while a stored, unexpired access token and a stored user exist. */
export function sessionFromStorage(storage: SessionStorage, nowMs: number): SessionState {
  const user = storage.getUser();
  if (user && isTokenValid(storage.getAccess(), nowMs)) return { status: 'signed-in', user };
  return SIGNED_OUT;
}

/** The session as an external store (useSyncExternalStore-friendly). */
export function createSessionStore(options: SessionStoreOptions) {
  const { storage } = options;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let state: SessionState = LOADING;

  function set(next: SessionState) {
    state = next;
    listeners.forEach((listener) => listener());
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    /**
     * Recomputes the session at start. An expired access token with a valid refresh token
     * is refreshed first (the state stays loading meanwhile); otherwise storage is cleared.
     */
    async start(refresh: () => Promise<unknown>): Promise<SessionState> {
      const fromStorage = sessionFromStorage(storage, now());
      if (fromStorage.status === 'signed-in') {
        set(fromStorage);
        return state;
      }
      const canRefresh = storage.getUser() && !isTokenExpired(storage.getRefresh(), now(), 0);
      if (canRefresh) {
        set(LOADING);
        try {
          await refresh();
          set(sessionFromStorage(storage, now()));
          return state;
        } catch (error) {
          // The server could not be reached: signed out for now, tokens kept for a retry.
          if (!(error instanceof ApiError)) {
            set(SIGNED_OUT);
            return state;
          }
          // Refused: fall through, clear and sign out.
        }
      }
      storage.clear();
      set(SIGNED_OUT);
      return state;
    },

    signIn(tokens: Tokens, user: TUser) {
      storage.setTokens(tokens);
      storage.setUser(user);
      set({ status: 'signed-in', user });
      options.onSignedIn?.(user);
    },

    /**
     * Keeps the session going on new tokens (a password change ends every other session and
     * answers new ones); the user and the state stay as they are.
     */
    renewTokens(tokens: Tokens) {
      if (state.status !== 'signed-in') return;
      storage.setTokens(tokens);
    },

    /**
     * Replaces the stored user (profile answers). An answer about another account than the
     * one stored is late: another tab has signed in as someone else since, and it stays. An
     * answer the same as the user shown changes nothing, so every screen is not drawn again.
     */
    updateUser(user: TUser) {
      const stored = storage.getUser();
      if (stored && stored.id !== user.id) return;
      storage.setUser(user);
      if (state.status !== 'signed-in') return;
      if (JSON.stringify(state.user) === JSON.stringify(user)) return;
      set({ status: 'signed-in', user });
    },

    /** Clears tokens and the stored user, whatever the server said. */
    signOut() {
      storage.clear();
      if (state.status !== 'signed-out') set(SIGNED_OUT);
    },

    /** Re-reads storage, e.g. after another tab signed in or out. */
    sync() {
      const next = sessionFromStorage(storage, now());
      if (next.status !== state.status || next.user?.id !== state.user?.id) set(next);
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

export function dispatchLoggedIn() {
  window.dispatchEvent(new Event(USER_LOGGED_IN_EVENT));
}
