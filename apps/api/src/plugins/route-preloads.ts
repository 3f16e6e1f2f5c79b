import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SESSION_HINT_COOKIE } from '@mutabaa/shared';
import { z } from 'zod';
import { cookieValue } from '../lib/cookies.js';

/** The file the web app's build writes beside its pages (apps/web/build/route-preloads.ts). */
const PRELOADS_FILE = 'route-preloads.json';

/** Only the build's own hashed files are ever written into a page. */
const ZAssetPath = z.string().regex(/^\/assets\/[\w.-]+\.(?:js|css)$/);
const ZRoutePreloads = z.object({
  layout: z.array(ZAssetPath),
  texts: z.record(z.string(), z.array(ZAssetPath)),
  screens: z.array(z.tuple([z.string(), z.array(ZAssetPath)])),
});

type Screen = { pattern: RegExp; files: readonly string[] };
type Plan = { layout: readonly string[]; texts: Record<string, string[]>; screens: Screen[] };

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** A page as sent: its bytes in the encoding the browser accepts. */
export type PreparedPage = { body: Buffer; encoding: PageEncoding };

function encodingFor(acceptEncoding: string | undefined): PageEncoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

function links(files: readonly string[]): string {
  return files
    .map((href) =>
      href.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${href}">`
        : `<link rel="modulepreload" crossorigin href="${href}">`,
    )
    .join('\n    ');
}

function encode(html: string, encoding: PageEncoding): Buffer {
  const raw = Buffer.from(html);
  if (encoding === 'br') {
    return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
  }
  return encoding === 'gzip' ? gzipSync(raw, { level: 9 }) : raw;
}

/**
 * The pages a signed-in visitor is sent: the app's page, with the scripts and stylesheets of
 * the signed-in layout and of the screen at the address opened listed in its head, so that the
 * browser downloads them beside the app's own scripts rather than after the app has started
 * and asked for them. Whether the visitor is signed in is the `signed_in` cookie the web app
 * keeps; a stale one costs only the download of files the visitor needs once signed in.
 *
 * The build's file is read again when it changes (a new build under a running server); without
 * it, or when it is not as expected, pages are sent as built.
 */
export function routePreloads(webDist: string, warn: (message: string) => void) {
  const file = path.join(webDist, PRELOADS_FILE);
  let loaded: { mtimeMs: number; plan: Plan | null } | null = null;
  const prepared = new Map<string, PreparedPage>();

  const plan = (): Plan | null => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (loaded?.mtimeMs === mtimeMs) return loaded.plan;
    prepared.clear();
    let json: unknown = null;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      // Not JSON (a build cut short): refused below.
    }
    const parsed = ZRoutePreloads.safeParse(json);
    if (!parsed.success)
      warn(`${PRELOADS_FILE} is not as the build writes it; pages sent as built`);
    loaded = {
      mtimeMs,
      plan: parsed.success
        ? {
            layout: parsed.data.layout,
            texts: parsed.data.texts,
            screens: parsed.data.screens.map(([pattern, files]) => ({
              pattern: new RegExp(pattern),
              files,
            })),
          }
        : null,
    };
    return loaded.plan;
  };

  return {
    /**
     * The page to send in place of `pageFile` (index.html or index.en.html), or null when it is
     * sent as built: signed out, an address outside the signed-in screens, or no plan.
     */
    page(
      pageFile: string,
      request: { url: string; headers: { cookie?: string; 'accept-encoding'?: string } },
    ): PreparedPage | null {
      if (cookieValue(request.headers.cookie, SESSION_HINT_COOKIE) !== '1') return null;
      const current = plan();
      if (!current) return null;
      const pathname = request.url.split('?')[0] ?? '/';
      const index = current.screens.findIndex((screen) => screen.pattern.test(pathname));
      if (index < 0) return null;
      const encoding = encodingFor(request.headers['accept-encoding']);
      const key = `${pageFile}:${index}:${encoding}`;
      const cached = prepared.get(key);
      if (cached) return cached;
      const html = readFileSync(path.join(webDist, pageFile), 'utf8');
      const language = /<html lang="(\w+)"/.exec(html)?.[1] ?? '';
      const files = [
        ...new Set([
          ...current.layout,
          ...(current.texts[language] ?? []),
          ...current.screens[index]!.files,
        ]),
      ];
      if (!html.includes('</head>')) return null;
      const page = {
        body: encode(html.replace('</head>', `  ${links(files)}\n  </head>`), encoding),
        encoding,
      };
      prepared.set(key, page);
      return page;
    },
  };
}
