/** The parts of a click that decide whether it follows a link inside the app. */
export type LinkClick = {
  button: number;
  modified: boolean;
  /** The link's resolved address, its target and whether it downloads. */
  href: string;
  target: string;
  download: boolean;
};

/**
 * Where a click on a link would take the app, as a path, when it leaves the current screen
 * within the app; null when it stays (same page or an anchor on it), opens elsewhere (another
 * tab, another site, a download) or is not a plain click.
 */
export function leaveTarget(
  click: LinkClick,
  current: { origin: string; pathname: string; search: string },
) {
  if (click.button !== 0 || click.modified || click.download) return null;
  if (click.target && click.target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(click.href, current.origin);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
