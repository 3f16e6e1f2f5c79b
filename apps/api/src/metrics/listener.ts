import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import { ConfigError, type MetricsConfig } from '../config.js';

export const METRICS_PATH = '/metrics';

export type MetricsListener = {
  /** Where it listens, e.g. `http://127.0.0.1:9464`. */
  readonly url: string;
  close(): Promise<void>;
};

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Compares whole digests, so neither the token's length nor its prefix leaks through timing. */
function tokenMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

function answer(
  response: http.ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  response.end(text);
}

/**
 * Serves `registry` at /metrics on a port of its own, apart from the app's: nothing under /api,
 * no sign-in, no rate limit to share with users. With a token, a scrape without it gets 401.
 */
export async function startMetricsListener(
  config: MetricsConfig,
  registry: Registry,
  log: FastifyBaseLogger,
): Promise<MetricsListener> {
  const expected = config.token === undefined ? undefined : digest(config.token);
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== METRICS_PATH) return answer(response, 404, 'Not found\n');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return answer(response, 405, 'Method not allowed\n', { allow: 'GET, HEAD' });
    }
    if (expected && !tokenMatches(request.headers.authorization, expected)) {
      return answer(response, 401, 'Unauthorized\n', { 'www-authenticate': 'Bearer' });
    }
    registry.metrics().then(
      (text) => answer(response, 200, text, { 'content-type': registry.contentType }),
      (error: unknown) => {
        log.error({ err: error }, 'metrics: collecting failed');
        answer(response, 500, 'Metrics unavailable\n');
      },
    );
  });
  // Scrapes are short; an idle keep-alive connection must not hold the app's shutdown.
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new ConfigError(
              `METRICS_PORT ${config.port} is in use; stop what uses it or change it.`,
            )
          : error,
      );
    });
    server.listen(config.port, config.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
