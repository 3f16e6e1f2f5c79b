import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { auditLogsRoutes } from './audit-logs.routes.js';
import { AuditLogsService } from './audit-logs.service.js';

export { writeAuditLog, writeAuditLogs } from './audit-logs.repository.js';

/** The audit log for admins: pages, export and the integrity check. */
export function auditLogsModule(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(auditLogsRoutes(new AuditLogsService(deps)));
  };
}
