import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { Branding } from '@mutabaa/shared';
import { brandingStore } from './app-store';

/** The branding in use; components re-render when it changes. */
export function useBranding(): Branding {
  return useSyncExternalStore(
    brandingStore.subscribe,
    brandingStore.getBranding,
    brandingStore.getBranding,
  );
}

/**
 * Keeps the branding within its 5 minutes: an expired cache is refetched on navigation and
 * when the tab comes back into view.
 */
export function useBrandingRefresh() {
  const { pathname } = useLocation();
  useEffect(() => {
    brandingStore.refreshIfStale();
  }, [pathname]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') brandingStore.refreshIfStale();
    };
    const onFocus = () => brandingStore.refreshIfStale();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
}
