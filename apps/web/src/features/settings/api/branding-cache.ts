import type { Branding, TBranding } from '@mutabaa/shared';
import { brandingStore } from '../../../lib/branding';

/**
 * An admin's change answers the branding as it now stands: it replaces the cached one at once,
 * so the admin sees it everywhere without waiting for the 5-minute cache.
 */
export function adoptBranding(branding: TBranding): Branding {
  // The cache holds the branding fields only, as GET /system/branding/ fills it.
  const { updated_at: _updatedAt, ...fields } = branding;
  brandingStore.replace(fields);
  return fields;
}
