import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** The route label of a request the router matched to no route (unknown paths, web app pages). */
export const UNMATCHED_ROUTE = 'unmatched';

const LABELS = ['method', 'route', 'status_class'] as const;
type Label = (typeof LABELS)[number];

/** Seconds; the list and detail routes answer in milliseconds, exports and streams in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

type Series = {
  labels: Record<Label, string>;
  /** Counted here and handed to the counter at scrape time: a number to add to, no hashing. */
  requests: number;
  latency: { observe(value: number): void };
};

/**
 * Counts every answered request and its latency by method, route pattern and status class.
 * Labels come from the route's pattern (`/api/transactions/:id/`), never the URL, so their
 * number is bounded by the routes; Node's parser admits only the methods it knows.
 */
export function httpMetrics(app: FastifyInstance, registry: Registry): void {
  // prom-client hashes a label object on every call; one string key and a Map keep the hook to
  // a lookup once a combination has been seen (the exact status: no arithmetic per request).
  const seen = new Map<string, Series>();
  new Counter<Label>({
    name: 'mutabaa_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: LABELS,
    registers: [registry],
    collect() {
      this.reset();
      for (const series of seen.values()) this.inc(series.labels, series.requests);
    },
  });
  const duration = new Histogram<Label>({
    name: 'mutabaa_http_request_duration_seconds',
    help: 'Time from routing a request to the end of its response (streams: how long they stayed open)',
    labelNames: LABELS,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    const key = `${request.method} ${status} ${route}`;
    let series = seen.get(key);
    if (!series) {
      const labels = {
        method: request.method,
        route,
        status_class: status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other',
      };
      series = { labels, requests: 0, latency: duration.labels(labels) };
      seen.set(key, series);
    }
    series.requests += 1;
    // Fastify times every reply already: no clock of our own per request.
    series.latency.observe(reply.elapsedTime / 1000);
    done();
  });
}
