import {
  calendarOr,
  DEFAULT_BRANDING,
  digitsOr,
  STORAGE_KEYS,
  type Branding,
} from '@mutabaa/shared';
import type { KeyValueStore } from '../storage';

/** Spec §9: the branding is cached for 5 minutes under a versioned entry. */
export const BRANDING_CACHE_KEY = STORAGE_KEYS.brandingCache;
export const BRANDING_CACHE_VERSION = '2.0';
export const BRANDING_CACHE_TTL_MS = 300_000;

type CacheEntry = { version: string; cached_at: number; data: Branding };

const FIELDS = [
  'primary_color',
  'secondary_color',
  'accent_color',
  'logo_url',
  'company_name',
  'system_title',
  'system_title_en',
  'system_title_ar',
  'time_zone',
] as const satisfies readonly (keyof Branding)[];

/**
 * The branding fields of a server answer or cache entry; a missing or malformed field takes
 * its default. A light check by hand keeps zod out of the start-up code.
 */
export function toBranding(value: unknown): Branding | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const branding = { ...DEFAULT_BRANDING } as Branding;
  for (const field of FIELDS) {
    const v = record[field];
    if (typeof v === 'string') branding[field] = v;
  }
  branding.default_calendar = calendarOr(record.default_calendar, branding.default_calendar);
  branding.default_digits = digitsOr(record.default_digits, branding.default_digits);
  return branding;
}

/** The cached branding and whether it is still fresh; other versions are removed. */
export function readBrandingCache(
  store: KeyValueStore,
  now: number,
): { data: Branding; fresh: boolean } | null {
  const raw = store.getItem(BRANDING_CACHE_KEY);
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as Partial<CacheEntry> | null;
    const data = toBranding(entry?.data);
    if (entry?.version !== BRANDING_CACHE_VERSION || !data || typeof entry.cached_at !== 'number') {
      store.removeItem(BRANDING_CACHE_KEY);
      return null;
    }
    const age = now - entry.cached_at;
    return { data, fresh: age >= 0 && age < BRANDING_CACHE_TTL_MS };
  } catch {
    store.removeItem(BRANDING_CACHE_KEY);
    return null;
  }
}

export function writeBrandingCache(store: KeyValueStore, data: Branding, now: number): void {
  const entry: CacheEntry = { version: BRANDING_CACHE_VERSION, cached_at: now, data };
  try {
    store.setItem(BRANDING_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // A full or refused storage only costs a refetch.
  }
}

type LoadOptions = {
  store: KeyValueStore;
  fetchBranding: () => Promise<unknown>;
  now: () => number;
  log?: (error: unknown) => void;
  /** Ask the server even when the cache is fresh. */
  force?: boolean;
};

/**
 * Spec §7/§9: a fresh cache answers; otherwise the server, whose answer is cached. When the
 * server fails, the cached branding (even expired), else the defaults; the error is only logged.
 */
export async function loadBranding(options: LoadOptions): Promise<Branding> {
  const { store, now } = options;
  const cached = readBrandingCache(store, now());
  if (cached?.fresh && !options.force) return cached.data;
  try {
    const data = toBranding(await options.fetchBranding());
    if (!data) throw new Error('Invalid branding response');
    writeBrandingCache(store, data, now());
    return data;
  } catch (error) {
    (options.log ?? console.error)(error);
    return cached?.data ?? { ...DEFAULT_BRANDING };
  }
}
