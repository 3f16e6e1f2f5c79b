import { useEffect, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@mutabaa/shared';
import { session } from '../lib/session';

const SESSION_KEYS: readonly string[] = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.user,
];

/** App-wide effects: follows sign-in and sign-out made in another tab. */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || SESSION_KEYS.includes(event.key)) session.sync();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return children;
}
