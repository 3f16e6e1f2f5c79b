import { useSyncExternalStore } from 'react';
import { session } from './session';
import type { SessionState } from './auth';

/** The current session (loading, signed out, or signed in with its user). */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
