import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The server's data directory for this run: its mail folder holds the messages sent. */
export const E2E_DATA_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '.data',
  `run-${E2E_PORT}`,
);

/**
 * The browser: CHROME_PATH, else Debian's Chromium headless shell (package
 * chromium-headless-shell, the kind of build Playwright runs headless by default), else Chromium.
 * The shell draws no browser window around the page: the axe scans of the admin's pages in
 * Arabic took 110 s of CPU in it against 127 s in Chromium.
 */
export const CHROMIUM =
  process.env.CHROME_PATH ||
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((path) =>
    existsSync(path),
  ) ||
  '/usr/bin/chromium';
