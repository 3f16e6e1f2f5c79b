import type { Db } from '../../db/client.js';
import { loadRules, syncClocks } from './clock.js';
import * as repository from './clock.repository.js';

/**
 * Applications per recomputation batch: one short transaction each, holding its clocks' rows
 * (a write to one of them waits for it) and the event loop while it works them out. At
 * 1,000,000 applications on a busy 2-core machine, 2,000 took 0.35–2.5 s each, 500 about
 * 0.1–0.2 s (docs/benchmarks.md#service-levels).
 */
export const RECOMPUTE_BATCH = 500;

/**
 * Recomputes the clocks of every open application under the rules in force, after a change of
 * the calendar, the holidays, the time zone or the policies (docs/architecture.md#service-levels).
 * It walks the open applications by id in batches, each in a transaction of its own, and
 * records how far it got, so that any instance (or this one after a restart) carries on where
 * it stopped; a change during the walk starts it again under the new version. One instance
 * works at a time (an advisory lock); the others wait for it. Resolves once every open clock
 * is computed under the current version, or when `untilMs` passes or `maxBatches` were done
 * (false).
 */
export async function recomputeClocks(
  db: Db,
  { batch = RECOMPUTE_BATCH, untilMs = Number.POSITIVE_INFINITY, maxBatches = Infinity } = {},
): Promise<boolean> {
  for (let batches = 0; ; batches += 1) {
    const state = await repository.recomputeState(db);
    if (state.recomputed >= state.version) return true;
    if (Date.now() > untilMs || batches >= maxBatches) return false;
    const worked = await db.transaction(async (tx) => {
      if (!(await repository.tryRecomputeLock(tx))) return false;
      const current = await repository.recomputeState(tx);
      if (current.recomputed >= current.version) return true;
      const rules = await loadRules(tx);
      const cursor = current.cursor;
      const subjects = await repository.openSubjectsAfter(tx, cursor, batch, rules.finals);
      await syncClocks(
        tx,
        subjects.map((s) => s.id),
        new Date(),
        rules,
        subjects,
      );
      const last = subjects.at(-1)?.id ?? cursor;
      await repository.recordRecompute(tx, rules.version, last, subjects.length < batch);
      return true;
    });
    if (!worked) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts a recomputation in this process unless one runs already; a kick while one runs makes
 * it look again when it ends. Failures are left to the next kick or the minute job.
 */
export function recomputer(db: Db, onError: (error: unknown) => void) {
  let running: Promise<void> | undefined;
  let again = false;
  const run = async (): Promise<void> => {
    do {
      again = false;
      await recomputeClocks(db).catch(onError);
    } while (again);
    running = undefined;
  };
  return {
    kick(): void {
      if (running) {
        again = true;
        return;
      }
      running = run();
    },
    /** Resolves when the current run (if any) ends. */
    async idle(): Promise<void> {
      await running;
    },
  };
}
