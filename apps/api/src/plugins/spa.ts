import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from '../lib/cookies.js';
import { routePreloads } from './route-preloads.js';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mutabaa</title></head>
<body><h1>Mutabaa</h1><p>The API is running, but the web app is not built.
Run <code>npm run build</code> and restart.</p><p><a href="/api/docs">API documentation</a></p></body></html>`;

/**
 * Vite puts content-hashed files under assets/: they can be cached for a year. index.html names
 * the current ones, so it (and index.en.html) is checked every time. `file` may be a precompressed `.br`/`.gz` copy.
 */
function setCacheHeaders(reply: FastifyReply, file: string) {
  const normalized = file
    .split(path.sep)
    .join('/')
    .replace(/\.(?:br|gz)$/, '');
  if (normalized.endsWith('.html')) reply.header('cache-control', 'no-cache');
  else if (normalized.includes('/assets/'))
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=3600');
}

/** The page in the reader's language: the web app keeps it in a `language` cookie too. */
function pageFor(request: FastifyRequest): string {
  return cookieValue(request.headers.cookie, 'language') === 'en' ? 'index.en.html' : 'index.html';
}

/**
 * Serves the built web app from `webDist`. Returns the fallback for paths that are not files:
 * index.html for page loads (the SPA's router takes over), or a short page when not built.
 */
export async function spaPlugin(app: FastifyInstance, webDist: string) {
  const hasDist = existsSync(webDist);
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      // The build writes .br and .gz beside each text file; the one the browser accepts is sent.
      preCompressed: true,
      // "/" is a page like the others (below), not this folder's index.html.
      index: false,
    });
  }
  const preloads = routePreloads(webDist, (message) => app.log.warn(message));
  /** The app's page, which its router then fills: in the reader's language when built. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasDist && existsSync(path.join(webDist, 'index.html'))) {
      const page = pageFor(request);
      // A build without the English page (an older one) still serves the Arabic one.
      const file = existsSync(path.join(webDist, page)) ? page : 'index.html';
      reply.header('cache-control', 'no-cache').header('vary', 'cookie, accept-encoding');
      const prepared = preloads.page(file, request);
      if (!prepared) return reply.sendFile(file);
      if (prepared.encoding !== 'identity') reply.header('content-encoding', prepared.encoding);
      return reply.type('text/html; charset=utf-8').send(prepared.body);
    }
    return reply.code(200).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  };
  // More specific than the static files' wildcard, so "/" is chosen by language too.
  app.get('/', { schema: { hide: true } }, sendPage);
  return async function spaFallback(request: FastifyRequest, reply: FastifyReply) {
    const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? '';
    // A missing file (an old hashed chunk, say) is a 404, not the page: the app can then tell.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || lastSegment.includes('.')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendPage(request, reply);
  };
}
