import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DeliveryQueue } from './outbox.js';
import { takeUnqueued } from './webhooks.repository.js';

/** The channel new deliveries announce themselves on when their change commits (0048). */
export const DELIVERIES_CHANNEL = 'mutabaa_webhook_deliveries';

/**
 * How long a worker waits after an announcement before it queues: the changes of a burst are
 * queued together, in one transaction rather than one each.
 */
export const DISPATCH_GAP_MS = 100;

/** Deliveries taken per transaction, and named per job (a job's are posted at once). */
const TAKE = 500;
const JOB_SIZE = 10;

/**
 * Queues the jobs of the deliveries written without one (the outbox's), oldest first: each
 * batch is taken and its jobs queued in one transaction, so a delivery is queued once, by one
 * worker, and one taken by a process that then stops is queued again by the sweep. Returns
 * how many were queued.
 */
export async function dispatchNew(db: Db, queue: DeliveryQueue): Promise<number> {
  let queued = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const ids = await takeUnqueued(tx, TAKE);
      for (let i = 0; i < ids.length; i += JOB_SIZE) {
        await queue.kick(tx, ids.slice(i, i + JOB_SIZE));
      }
      return ids.length;
    });
    queued += taken;
    if (taken < TAKE) return queued;
  }
}

/**
 * `run` as a signal: it runs `gapMs` after a signal, so that the signals of a burst (many
 * changes committed one after another) are answered by one run; a signal while it runs makes
 * it run once more, `gapMs` after. Never two runs at once, never a signal lost; a failure is
 * logged, and the next signal tries again.
 */
export function coalesced(
  run: () => Promise<unknown>,
  log: FastifyBaseLogger,
  what: string,
  gapMs = 0,
): () => void {
  let running = false;
  let again = false;
  const loop = async () => {
    running = true;
    do {
      again = false;
      if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
      try {
        await run();
      } catch (error) {
        log.warn({ err: error }, what);
      }
    } while (again);
    running = false;
  };
  return () => {
    if (running) again = true;
    else void loop();
  };
}
