import { DEFAULT_BRANDING, type Branding } from '@mutabaa/shared';
import {
  BRANDING_CACHE_TTL_MS,
  loadBranding,
  readBrandingCache,
  writeBrandingCache,
} from './cache';
import type { KeyValueStore } from '../storage';

type BrandingStoreOptions = {
  store: KeyValueStore;
  fetchBranding: () => Promise<unknown>;
  now?: () => number;
  /** Applies the branding to the page (theme, favicon). */
  apply?: (branding: Branding) => void;
};

/**
 * The branding in use as an external store: starts from the cache (or the defaults) so the
 * first paint is already branded, then refreshes from the server when the cache is stale.
 */
export function createBrandingStore(options: BrandingStoreOptions) {
  const { store } = options;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let branding: Branding = readBrandingCache(store, now())?.data ?? { ...DEFAULT_BRANDING };
  let loading: Promise<Branding> | null = null;
  let checkedAt = 0;

  function set(next: Branding) {
    branding = next;
    options.apply?.(next);
    listeners.forEach((listener) => listener());
  }

  function load(force = false): Promise<Branding> {
    if (loading) return loading;
    checkedAt = now();
    loading = loadBranding({ store, now, fetchBranding: options.fetchBranding, force })
      .then((next) => {
        if (JSON.stringify(next) !== JSON.stringify(branding)) set(next);
        return next;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  return {
    getBranding: () => branding,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Applies the branding held now and loads the server's when the cache is not fresh. */
    start() {
      options.apply?.(branding);
      return load();
    },
    /** Refetches only when the cache has expired (navigation, the tab regaining focus). */
    refreshIfStale() {
      const cached = readBrandingCache(store, now());
      // A server that keeps failing is asked at most once per cache period.
      if (cached?.fresh || now() - checkedAt < BRANDING_CACHE_TTL_MS) return;
      void load();
    },
    /** The server's answer after an admin's change: used at once and cached afresh. */
    replace(next: Branding) {
      writeBrandingCache(store, next, now());
      set(next);
    },
    reload: () => load(true),
    /** Takes up a branding another tab cached (e.g. an admin's change in that tab). */
    syncFromCache() {
      const cached = readBrandingCache(store, now());
      if (cached && JSON.stringify(cached.data) !== JSON.stringify(branding)) set(cached.data);
    },
  };
}
export type BrandingStore = ReturnType<typeof createBrandingStore>;
