import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { isLoopbackHost, type MetricsConfig } from '../config.js';
import { httpMetrics } from './http-metrics.js';
import { METRICS_PATH, startMetricsListener, type MetricsListener } from './listener.js';
import { stateMetrics, type StateSources } from './state-metrics.js';

export type Metrics = {
  registry: Registry;
  /** The scrape address once the app is ready, e.g. `http://127.0.0.1:9464/metrics`. */
  url?: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when METRICS_PORT is. */
    metrics?: Metrics;
  }
}

/**
 * Prometheus metrics of this instance on a listener of its own (METRICS_PORT), opened when the
 * app is ready and closed with it. Off, it adds nothing: no hook, no registry, no port.
 * Each app has its own registry, so several apps in one process (tests) keep theirs apart.
 */
export function metricsPlugin(
  app: FastifyInstance,
  config: MetricsConfig | undefined,
  sources: Omit<StateSources, 'log'>,
): void {
  if (!config) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  httpMetrics(app, registry);
  stateMetrics(registry, { ...sources, log: app.log });
  const metrics: Metrics = { registry };
  app.decorate('metrics', metrics);

  let listener: MetricsListener | undefined;
  app.addHook('onReady', async () => {
    listener = await startMetricsListener(config, registry, app.log);
    metrics.url = `${listener.url}${METRICS_PATH}`;
    app.log.info({ url: metrics.url, token: config.token !== undefined }, 'metrics listening');
    if (!config.token && !isLoopbackHost(config.host)) {
      app.log.warn(
        { host: config.host },
        'metrics are open to other machines without METRICS_TOKEN; set one or firewall the port',
      );
    }
  });
  // Before the app's own close, which ends the database the gauges read.
  app.addHook('preClose', async () => {
    await listener?.close();
  });
}
