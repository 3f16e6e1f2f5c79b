import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import type { NotificationHub } from '../modules/notifications/hub.js';

/** A scrape waits this long for the job queue's counts, then answers without them. */
export const QUEUE_STATS_TIMEOUT_MS = 2000;

/** What the gauges read at scrape time. */
export type StateSources = {
  database: Database;
  boss: PgBoss;
  hub: NotificationHub;
  log: FastifyBaseLogger;
  queueStatsTimeoutMs?: number;
};

type QueueCounts = { name: string; counts: Record<QueueState, number> };
const QUEUE_STATES = ['ready', 'deferred', 'active', 'failed'] as const;
type QueueState = (typeof QUEUE_STATES)[number];

/** Open streams, the database pool and the job queues, each read when Prometheus scrapes. */
export function stateMetrics(registry: Registry, sources: StateSources): void {
  const { database, hub } = sources;
  new Gauge({
    name: 'mutabaa_notification_streams_open',
    help: 'Notification event streams open on this instance',
    registers: [registry],
    collect() {
      this.set(hub.streamCount);
    },
  });

  const poolStats = database.poolStats?.bind(database);
  new Gauge({
    name: 'mutabaa_db_pool_connections',
    help: 'Database connections of the pool, by state (PGlite: one in-process connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!poolStats) {
        this.set({ state: 'total' }, 1);
        return;
      }
      const stats = poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  if (poolStats) {
    new Gauge({
      name: 'mutabaa_db_pool_waiting_requests',
      help: 'Queries waiting for a free pool connection',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }

  queueMetrics(registry, sources);
}

function queueMetrics(registry: Registry, sources: StateSources): void {
  const { boss, log } = sources;
  const timeoutMs = sources.queueStatsTimeoutMs ?? QUEUE_STATS_TIMEOUT_MS;

  // One read at a time: scrapes that come while the database is slow share it, never pile up.
  let reading: Promise<QueueCounts[]> | undefined;
  const read = () => {
    reading ??= boss
      .getQueues()
      .then((queues) =>
        queues.map((queue) => ({
          name: queue.name,
          counts: {
            ready: queue.readyCount,
            deferred: queue.deferredCount,
            active: queue.activeCount,
            failed: queue.failedCount,
          },
        })),
      )
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  const fill = async () => {
    jobs.reset();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const result = await Promise.race([read(), timeout]);
      if (result === 'timeout') {
        log.warn({ timeoutMs }, 'metrics: the job queue counts did not come in time');
        up.set(0);
        return;
      }
      for (const { name, counts } of result) {
        for (const state of QUEUE_STATES) jobs.set({ queue: name, state }, counts[state]);
      }
      up.set(1);
    } catch (error) {
      log.warn({ err: error }, 'metrics: reading the job queue counts failed');
      up.set(0);
    } finally {
      clearTimeout(timer);
    }
  };
  // prom-client collects every metric of a scrape at once: both gauges wait for one fill.
  let filling: Promise<void> | undefined;
  const collect = () => {
    filling ??= fill().finally(() => {
      filling = undefined;
    });
    return filling;
  };

  const up = new Gauge({
    name: 'mutabaa_job_queue_stats_up',
    help: 'Whether this scrape read the job queue counts (0: the database did not answer in time)',
    registers: [registry],
    collect,
  });
  const jobs = new Gauge<'queue' | 'state'>({
    name: 'mutabaa_job_queue_jobs',
    help: "Jobs per queue and state, as pg-boss's monitor last counted them (every 60 s)",
    labelNames: ['queue', 'state'],
    registers: [registry],
    collect,
  });
}
