import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db, Executor } from '../../db/client.js';
import { forgetCachedSetup, loadSetup } from './calendar.js';
import { clocksOf } from './clock.repository.js';
import { clockReaderWith, type ClockReader, type StoredClock } from './clock.presenter.js';
import { SlaPoliciesService } from './policies.service.js';
import { slaRoutes } from './sla.routes.js';
import { SlaService } from './sla.service.js';

export { bumpSlaVersion, forgetCachedSetup, loadSetup } from './calendar.js';
export { syncClocks } from './clock.js';
export { recomputeClocks, recomputer } from './recompute.js';
export { escalateClocks } from './escalate.js';
export { listedClock, type ClockReader, type StoredClock } from './clock.presenter.js';

/** A reader of clocks for `viewerRole` on the calendar in force (one small query). */
export async function clockReader(db: Executor, viewerRole: string): Promise<ClockReader> {
  return clockReaderWith((await loadSetup(db)).calendar, viewerRole);
}

/** The stored clocks of applications `ids`, by application. */
export async function storedClocks(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, StoredClock>> {
  return new Map((await clocksOf(db, ids)).map((c) => [c.applicationId, c]));
}

/** Service levels: working calendar, holidays, policies (docs/architecture.md#service-levels). */
export function slaModule(deps: { db: Db; changed?: () => void }): FastifyPluginAsyncZod {
  // After the commit of a change: this process's cached calendar goes, the clocks are redone.
  const changed = () => {
    forgetCachedSetup();
    deps.changed?.();
  };
  const services = { ...deps, changed };
  return async (api) => {
    await api.register(slaRoutes(new SlaService(services), new SlaPoliciesService(services)));
  };
}
