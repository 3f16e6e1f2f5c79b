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
      // The PDF preview of a document template: a blob the page made from the API's answer.
      frameSrc: ["'self'", 'blob:'],
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
 * The headers that mean something on the web app's scripts and stylesheets. The others
 * (the content security policy, framing, opener and agent-cluster policies, HSTS, which the
 * page itself carries) apply to documents; on the thirty-odd files a screen loads they were
 * about 1 KB each, a tenth of what a signed-in screen downloads before its first paint.
 */
export const ASSET_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
} as const;

/**
 * Powerful browser features the app never uses, refused to its pages and to anything that
 * might be injected into them (Helmet sets no Permissions-Policy). Attachments are chosen with
 * a file input, which this does not touch.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** A built script or stylesheet (its precompressed copies are sent under the same name). */
const SCRIPT_OR_STYLESHEET = /^\/assets\/[^/?#]+\.(?:js|css)(?:[?#]|$)/;

/**
 * Helmet's headers and the Permissions-Policy on every answer, errors and unknown paths
 * included; the built scripts and stylesheets get only `ASSET_HEADERS` (an SVG or any other
 * file keeps them all). The @fastify/helmet plugin builds Helmet again from its options on each
 * request (parsing the CSP every time) through two async hooks; this builds it once and applies
 * it in one hook at the same point. No route asks for other headers or CSP nonces (what
 * @fastify/helmet's per-route options are for).
 */
export function securityHeadersPlugin(app: FastifyInstance): void {
  const apply = helmet(SECURITY_HEADERS_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    if (SCRIPT_OR_STYLESHEET.test(request.url)) {
      for (const [name, value] of Object.entries(ASSET_HEADERS)) reply.raw.setHeader(name, value);
      done();
      return;
    }
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
