import {
  ZAuditLogExportQuery,
  ZAuditLogListQuery,
  ZAuditLogPage,
  ZAuditVerifyResult,
} from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { bearerSecurity as security, errorResponses, pageBody } from '../../lib/route-helpers.js';
import { presentAuditEntry } from './audit-logs.presenter.js';
import type { AuditLogsService } from './audit-logs.service.js';

/** Audit logs: admin only. */
export function auditLogsRoutes(service: AuditLogsService): FastifyPluginAsyncZod {
  return async (app) => {
    const adminOnly = { onRequest: app.requireRole('admin') };
    const tags = ['audit-logs'];

    app.get(
      '/audit-logs/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'The audit log, newest first, filtered',
          querystring: ZAuditLogListQuery,
          response: { 200: ZAuditLogPage, ...errorResponses(401, 403, 422) },
        },
      },
      async (request) => {
        const { count, capped, rows } = await service.list(request.query);
        return pageBody(request, request.query, {
          count,
          capped,
          results: rows.map(presentAuditEntry),
        });
      },
    );

    app.get(
      '/audit-logs/export/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'The filtered audit log as CSV or XLSX (streamed, in the caller’s language)',
          querystring: ZAuditLogExportQuery,
          response: { 200: z.any(), ...errorResponses(401, 403, 422) },
        },
      },
      async (request, reply) => {
        const file = await service.export(request.query, actorOf(request), request.lang);
        return reply
          .header('content-disposition', contentDisposition(file.localName, file.fileName))
          .header('cache-control', 'no-store')
          .type(file.contentType)
          .send(file.body);
      },
    );

    app.get(
      '/audit-logs/verify/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Checks that no entry was altered, removed or inserted out of order',
          response: { 200: ZAuditVerifyResult, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const result = await service.verify();
        return {
          ok: result.ok,
          checked: result.checked,
          first_broken_id: result.firstBrokenId,
          detail: request.t(result.messageKey, result.params),
        };
      },
    );
  };
}
