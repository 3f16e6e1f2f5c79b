import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRANDING } from '@mutabaa/shared';
import {
  BRANDING_CACHE_KEY,
  BRANDING_CACHE_TTL_MS,
  loadBranding,
  readBrandingCache,
  writeBrandingCache,
} from './cache';
import { createBrandingStore } from './store';
import { createMemoryStore } from '../storage';

const SERVER = {
  ...DEFAULT_BRANDING,
  primary_color: '#112233',
  company_name: 'Acme',
  system_title_ar: 'نظام أكمي',
  updated_at: null,
};
const { updated_at: _ignored, ...SERVER_BRANDING } = SERVER;
void _ignored;

function setup(start = 1_000_000) {
  let now = start;
  const clock = { now: () => now, advance: (ms: number) => void (now += ms) };
  return { clock, store: createMemoryStore() };
}

describe('branding cache', () => {
  it('answers from a fresh cache without asking the server', async () => {
    const { clock, store } = setup();
    writeBrandingCache(store, SERVER_BRANDING, clock.now());
    const fetchBranding = vi.fn();
    clock.advance(BRANDING_CACHE_TTL_MS - 1);
    const branding = await loadBranding({ store, fetchBranding, now: clock.now });
    expect(branding.company_name).toBe('Acme');
    expect(fetchBranding).not.toHaveBeenCalled();
  });

  it('asks the server again once 5 minutes have passed, and caches the answer', async () => {
    const { clock, store } = setup();
    writeBrandingCache(store, DEFAULT_BRANDING, clock.now());
    clock.advance(BRANDING_CACHE_TTL_MS);
    expect(readBrandingCache(store, clock.now())?.fresh).toBe(false);
    const fetchBranding = vi.fn().mockResolvedValue(SERVER);
    const branding = await loadBranding({ store, fetchBranding, now: clock.now });
    expect(fetchBranding).toHaveBeenCalledOnce();
    expect(branding.primary_color).toBe('#112233');
    const entry = JSON.parse(store.getItem(BRANDING_CACHE_KEY) ?? '{}');
    expect(entry).toMatchObject({ version: '2.0', cached_at: clock.now() });
    expect(entry.data.company_name).toBe('Acme');
  });

  it('drops a cache of another version', async () => {
    const { clock, store } = setup();
    store.setItem(
      BRANDING_CACHE_KEY,
      JSON.stringify({ version: '1.0', cached_at: clock.now(), data: SERVER_BRANDING }),
    );
    expect(readBrandingCache(store, clock.now())).toBeNull();
    expect(store.getItem(BRANDING_CACHE_KEY)).toBeNull();
    const fetchBranding = vi.fn().mockResolvedValue(SERVER);
    await loadBranding({ store, fetchBranding, now: clock.now });
    expect(fetchBranding).toHaveBeenCalledOnce();
  });

  it('drops an unreadable cache', () => {
    const { clock, store } = setup();
    store.setItem(BRANDING_CACHE_KEY, '{not json');
    expect(readBrandingCache(store, clock.now())).toBeNull();
    expect(store.getItem(BRANDING_CACHE_KEY)).toBeNull();
  });

  it('falls back to the expired cache when the server fails, and logs the error', async () => {
    const { clock, store } = setup();
    writeBrandingCache(store, SERVER_BRANDING, clock.now());
    clock.advance(BRANDING_CACHE_TTL_MS * 3);
    const log = vi.fn();
    const failure = new Error('offline');
    const branding = await loadBranding({
      store,
      fetchBranding: () => Promise.reject(failure),
      now: clock.now,
      log,
    });
    expect(branding.company_name).toBe('Acme');
    expect(log).toHaveBeenCalledWith(failure);
  });

  it('falls back to the defaults when the server fails and nothing is cached', async () => {
    const { clock, store } = setup();
    const log = vi.fn();
    const branding = await loadBranding({
      store,
      fetchBranding: () => Promise.reject(new Error('offline')),
      now: clock.now,
      log,
    });
    expect(branding).toEqual(DEFAULT_BRANDING);
    expect(log).toHaveBeenCalledOnce();
  });

  it('fills missing fields of an answer with the defaults', async () => {
    const { clock, store } = setup();
    const branding = await loadBranding({
      store,
      fetchBranding: () => Promise.resolve({ primary_color: '#abcdef' }),
      now: clock.now,
    });
    expect(branding.primary_color).toBe('#abcdef');
    expect(branding.system_title_en).toBe(DEFAULT_BRANDING.system_title_en);
  });
});

describe('branding store', () => {
  it('starts from the cache, refetches after expiry, and applies each change', async () => {
    const { clock, store } = setup();
    writeBrandingCache(store, SERVER_BRANDING, clock.now());
    const fetchBranding = vi.fn().mockResolvedValue({ ...SERVER, primary_color: '#445566' });
    const apply = vi.fn();
    const brand = createBrandingStore({ store, fetchBranding, now: clock.now, apply });
    expect(brand.getBranding().company_name).toBe('Acme');
    await brand.start();
    expect(fetchBranding).not.toHaveBeenCalled();
    expect(apply).toHaveBeenCalledOnce();

    brand.refreshIfStale();
    expect(fetchBranding).not.toHaveBeenCalled();
    clock.advance(BRANDING_CACHE_TTL_MS);
    brand.refreshIfStale();
    await vi.waitFor(() => expect(brand.getBranding().primary_color).toBe('#445566'));
    expect(fetchBranding).toHaveBeenCalledOnce();
    expect(apply).toHaveBeenLastCalledWith(expect.objectContaining({ primary_color: '#445566' }));
  });

  it('takes up a branding that another tab cached', () => {
    const { clock, store } = setup();
    const brand = createBrandingStore({ store, fetchBranding: vi.fn(), now: clock.now });
    writeBrandingCache(store, { ...SERVER_BRANDING, primary_color: '#010203' }, clock.now());
    brand.syncFromCache();
    expect(brand.getBranding().primary_color).toBe('#010203');
  });

  it("uses an admin's saved branding at once and caches it afresh", () => {
    const { clock, store } = setup();
    const brand = createBrandingStore({ store, fetchBranding: vi.fn(), now: clock.now });
    const listener = vi.fn();
    brand.subscribe(listener);
    brand.replace({ ...SERVER_BRANDING, primary_color: '#778899' });
    expect(brand.getBranding().primary_color).toBe('#778899');
    expect(listener).toHaveBeenCalledOnce();
    expect(readBrandingCache(store, clock.now())).toMatchObject({
      fresh: true,
      data: { primary_color: '#778899' },
    });
  });
});
