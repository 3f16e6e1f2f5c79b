import { useEffect, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@mutabaa/shared';
import { BRANDING_CACHE_KEY, brandingStore, useBrandingRefresh } from '../lib/branding';
import { session } from '../lib/session';

const SESSION_KEYS: readonly string[] = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.user,
];

/** App-wide effects: follows sign-in and sign-out made in another tab; keeps the brand fresh. */
export function AppProvider({ children }: { children: ReactNode }) {
  useBrandingRefresh();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || SESSION_KEYS.includes(event.key)) session.sync();
      if (event.key === BRANDING_CACHE_KEY) brandingStore.syncFromCache();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return children;
}
