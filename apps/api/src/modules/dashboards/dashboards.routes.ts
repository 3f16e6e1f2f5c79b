import { ZAdminDashboard, ZClientDashboard, ZEditorDashboard } from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { bearerSecurity as security, errorResponses } from '../../lib/route-helpers.js';
import { XLSX_CONTENT_TYPE } from '../../lib/content-types.js';
import { dashboardFileName } from './dashboards.export.js';
import type { DashboardsService } from './dashboards.service.js';

const BASE = '/dashboard';
const errors = errorResponses(401, 403);

/** Spec §7 dashboards: one per role, each for the caller; the admin's also as a workbook. */
export function dashboardsRoutes(service: DashboardsService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['dashboards'];

    app.get(
      `${BASE}/admin/`,
      {
        onRequest: app.requireRole('admin'),
        schema: {
          tags,
          security,
          summary: 'All applications by the counters, active users, the 10 newest updates',
          response: { 200: ZAdminDashboard, ...errors },
        },
      },
      async (request) => service.admin(actorOf(request)),
    );

    app.get(
      `${BASE}/admin/export/`,
      {
        onRequest: app.requireRole('admin'),
        schema: {
          tags,
          security,
          summary: 'The admin dashboard as .xlsx, in the language of Accept-Language',
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) => {
        const generatedAt = new Date();
        const body = await service.adminWorkbook(actorOf(request), request.lang, generatedAt);
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${dashboardFileName(generatedAt)}"`)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );

    app.get(
      `${BASE}/editor/`,
      {
        onRequest: app.requireRole('editor'),
        schema: {
          tags,
          security,
          summary: 'The caller’s assigned work: per status, completed today, overdue, newest 10',
          response: { 200: ZEditorDashboard, ...errors },
        },
      },
      async (request) => service.editor(actorOf(request)),
    );

    app.get(
      `${BASE}/client/`,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'The caller’s own applications by state, and the newest 10',
          response: { 200: ZClientDashboard, ...errors },
        },
      },
      async (request) => service.client(actorOf(request)),
    );
  };
}
