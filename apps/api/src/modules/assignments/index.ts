import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { Notifier } from '../notifications/index.js';
import { assignmentsRoutes } from './assignments.routes.js';
import { AssignmentsService } from './assignments.service.js';

/** Assignments: history, bulk (re)assignment, editors' workload, automatic rules. */
export function assignmentsModule(deps: { db: Db; notifier: Notifier }): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(assignmentsRoutes(new AssignmentsService(deps)));
  };
}
