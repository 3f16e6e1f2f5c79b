import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { sendError } from './errors.js';

type KnownRoute = { pattern: RegExp; methods: Set<string> };

function patternOf(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((part) =>
      part.startsWith(':')
        ? '[^/]+'
        : part === '*'
          ? '.*'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${escaped}$`);
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Unknown /api paths answer a JSON 404, and a known path with the wrong method a 405 with
 * `Allow`; every other path goes to `fallback` (the single-page app).
 */
export function notFoundPlugin(
  app: FastifyInstance,
  fallback: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  const routes: KnownRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let known = routes.find((r) => r.pattern.source === patternOf(route.url).source);
    if (!known) {
      known = { pattern: patternOf(route.url), methods: new Set() };
      routes.push(known);
    }
    for (const method of methods) known.methods.add(method.toUpperCase());
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!isApiPath(path)) return fallback(request, reply);
    const allowed = routes.find((r) => r.pattern.test(path))?.methods;
    // With an allowed method the router still found nothing (a path parameter over its length
    // limit): the path names nothing, so 404 rather than a 405 whose Allow lists the method.
    if (allowed && allowed.size > 0 && !allowed.has(request.method)) {
      const allow = [...allowed].sort().join(', ');
      return sendError(
        new AppError(405, 'method_not_allowed', { headers: { allow } }),
        request,
        reply,
      );
    }
    return sendError(
      new AppError(404, 'not_found', { messageKey: 'route_not_found' }),
      request,
      reply,
    );
  });
}
