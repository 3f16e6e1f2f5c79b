import type { Branding } from '@mutabaa/shared';
import defaultLogoUrl from '../../assets/logo.svg';

export { defaultLogoUrl };

/** The logo to show: the uploaded one, else the bundled default. */
export function logoOf(branding: Pick<Branding, 'logo_url'>): string {
  return branding.logo_url || defaultLogoUrl;
}

/** The tab icon follows the logo (the bundled favicon when none was uploaded). */
export function applyFavicon(branding: Pick<Branding, 'logo_url'>, doc: Document = document) {
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  const href = branding.logo_url || '/favicon.svg';
  if (link.getAttribute('href') === href) return;
  link.href = href;
  if (branding.logo_url) link.removeAttribute('type');
  else link.type = 'image/svg+xml';
}
