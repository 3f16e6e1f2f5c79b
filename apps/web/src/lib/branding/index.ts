// The app's branding: colours, titles and logo from GET /system/branding/, kept in a 5-minute
// cache so the first paint is already branded.
export { brandingStore } from './app-store';
export { BRANDING_CACHE_KEY, toBranding } from './cache';
export { logoOf } from './logo';
export { useBranding, useBrandingRefresh } from './use-branding';
