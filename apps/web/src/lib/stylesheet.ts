import bootstrapLtr from 'bootstrap/dist/css/bootstrap.min.css?url';
import bootstrapRtl from 'bootstrap/dist/css/bootstrap.rtl.min.css?url';

const LINK_ID = 'bootstrap-css';

export function bootstrapHref(direction: 'rtl' | 'ltr'): string {
  return direction === 'rtl' ? bootstrapRtl : bootstrapLtr;
}

/**
 * Loads Bootstrap for a direction. The new sheet is fetched with a media query that matches
 * nothing, then switched on and the old one removed in the same frame as the `dir` change,
 * so the page never shows one direction with the other's styles.
 */
export function loadBootstrap(direction: 'rtl' | 'ltr'): Promise<() => void> {
  const href = bootstrapHref(direction);
  const current = document.getElementById(LINK_ID) as HTMLLinkElement | null;
  if (current?.getAttribute('href') === href) return Promise.resolve(() => {});

  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.media = 'not all';
  return new Promise((resolve, reject) => {
    const activate = () => {
      current?.remove();
      link.id = LINK_ID;
      link.media = 'all';
    };
    link.onload = () => resolve(activate);
    link.onerror = () => {
      link.remove();
      reject(new Error(`Stylesheet failed to load: ${href}`));
    };
    // Before any app stylesheet, so the app's own rules win.
    document.head.prepend(link);
  });
}
