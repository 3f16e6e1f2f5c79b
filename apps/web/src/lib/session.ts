import { createApiClient } from './api-client';
import { createSessionStore, dispatchLoggedIn } from './auth';
import { readStoredLanguage } from './i18n';
import { writeSessionHint } from './session-hint';
import { browserStore, createSessionStorage } from './storage';

/** The app's single instances, wired to the browser: storage, session and API client. */
export const store = browserStore();
export const tokens = createSessionStorage(store, writeSessionHint);

export const session = createSessionStore({ storage: tokens, onSignedIn: dispatchLoggedIn });

export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  session: tokens,
  getLanguage: () => readStoredLanguage(store),
  // Guards see the signed-out state and send protected screens to /login.
  onSessionExpired: () => session.signOut(),
});
