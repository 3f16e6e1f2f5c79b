import {
  ZAssignmentListQuery,
  ZAssignmentPage,
  ZAssignmentRuleList,
  ZAssignmentRulesUpdate,
  ZAssignRequest,
  ZAssignResponse,
  ZWorkloadList,
} from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.js';
import { bearerSecurity as security, errorResponses, pageBody } from '../../lib/route-helpers.js';
import { presentAssignment, presentRule, presentWorkload } from './assignments.presenter.js';
import type { AssignmentsService } from './assignments.service.js';

/** Assignments: admin only, except the workload (editors use it in the picker). */
export function assignmentsRoutes(assignments: AssignmentsService): FastifyPluginAsyncZod {
  return async (app) => {
    const adminOnly = { onRequest: app.requireRole('admin') };
    const tags = ['assignments'];

    app.get(
      '/assignments/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Assignment history, newest first',
          querystring: ZAssignmentListQuery,
          response: { 200: ZAssignmentPage, ...errorResponses(401, 403, 422) },
        },
      },
      async (request) => {
        const { count, rows } = await assignments.history(request.query);
        return pageBody(request, request.query, {
          count,
          results: rows.map((row) => presentAssignment(row, request.lang)),
        });
      },
    );

    app.post(
      '/assignments/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Assign or reassign many applications at once: all or none',
          body: ZAssignRequest,
          response: { 200: ZAssignResponse, ...errorResponses(401, 403, 422) },
        },
      },
      async (request) => {
        const result = await assignments.assign(request.body, actorOf(request));
        const key =
          request.body.assigned_to === null ? 'applications_unassigned' : 'applications_assigned';
        return { detail: request.t(key, { count: result.assigned }), ...result };
      },
    );

    app.get(
      '/assignments/workload/',
      {
        onRequest: app.requireRole('editor'),
        schema: {
          tags,
          security,
          summary: "Every active editor's and admin's load (open, overdue, due soon, done)",
          response: { 200: ZWorkloadList, ...errorResponses(401, 403) },
        },
      },
      async () => (await assignments.workload()).map(presentWorkload),
    );

    app.get(
      '/assignments/rules/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Automatic assignment per application type',
          response: { 200: ZAssignmentRuleList, ...errorResponses(401, 403) },
        },
      },
      async () => (await assignments.rules()).map(presentRule),
    );

    app.put(
      '/assignments/rules/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Set automatic assignment (off, balanced, round_robin) per type',
          body: ZAssignmentRulesUpdate,
          response: { 200: ZAssignmentRuleList, ...errorResponses(401, 403, 422) },
        },
      },
      async (request) =>
        (await assignments.setRules(request.body, actorOf(request))).map(presentRule),
    );
  };
}
