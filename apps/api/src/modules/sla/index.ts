import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { slaRoutes } from './sla.routes.js';
import { SlaPoliciesService } from './policies.service.js';
import { SlaService } from './sla.service.js';

export { bumpSlaVersion, loadSetup } from './calendar.js';

/** Service levels: working calendar, holidays, policies (docs/architecture.md#service-levels). */
export function slaModule(deps: { db: Db; changed?: () => void }): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(slaRoutes(new SlaService(deps), new SlaPoliciesService(deps)));
  };
}
