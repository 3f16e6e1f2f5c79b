import { api, store } from '../session';
import { applyTheme } from '../theme';
import { applyFavicon } from './logo';
import { createBrandingStore } from './store';

/** The app's branding, loaded from GET /system/branding/ through the 5-minute cache. */
export const brandingStore = createBrandingStore({
  store,
  fetchBranding: () => api.get('/system/branding/', { auth: false }),
  apply(branding) {
    applyTheme(branding);
    applyFavicon(branding);
  },
});
