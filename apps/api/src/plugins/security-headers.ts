import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Helmet with a CSP that lets the built SPA (own scripts and styles) run. */
export const SECURITY_HEADERS_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Inline style attributes (set by component libraries) carry no script.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // The app may be served over plain HTTP on a LAN address.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
} satisfies Parameters<typeof helmet>[0];

/**
 * Helmet's headers on every answer, errors and unknown paths included. The @fastify/helmet
 * plugin builds Helmet again from its options on each request (parsing the CSP every time) through two
 * async hooks; this builds it once and applies it in one hook at the same point. No route
 * asks for other headers or CSP nonces (what @fastify/helmet's per-route options are for).
 */
export function securityHeadersPlugin(app: FastifyInstance): void {
  const apply = helmet(SECURITY_HEADERS_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
