import {
  ZApplication,
  ZApplicationCreate,
  ZApplicationDetail,
  ZApplicationTransition,
  ZComment,
  ZCommentCreate,
  ZHistoryEntry,
  ZTransitionError,
  ZApplicationListQuery,
  ZApplicationPatch,
  ZPaginated,
} from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import {
  bearerSecurity as security,
  errorResponses,
  idOf,
  pageBody,
  ZIdParams,
} from '../../lib/route-helpers.js';
import type { ApplicationsService } from './applications.service.js';

const BASE = '/transactions';
const errors = errorResponses(400, 401, 403, 404, 422);
const ZDraftsQuery = ZApplicationListQuery.pick({ page: true, page_size: true });

/** Applications: every signed-in role, each within its scope (docs/architecture.md#scope). */
export function applicationsRoutes(service: ApplicationsService): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };
    const tags = ['applications'];

    app.get(
      `${BASE}/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Applications in the caller’s scope: filters, search, ordering, pages',
          querystring: ZApplicationListQuery,
          response: { 200: ZPaginated(ZApplication), ...errors },
        },
      },
      async (request) =>
        pageBody(request, request.query, await service.list(request.query, actorOf(request))),
    );

    // A static path: find-my-way matches it before the parametric `/:id/` whatever the order.
    app.get(
      `${BASE}/drafts/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'The caller’s drafts (a client’s include those made for them), newest first',
          querystring: ZDraftsQuery,
          response: { 200: ZPaginated(ZApplication), ...errors },
        },
      },
      async (request) =>
        pageBody(request, request.query, await service.drafts(request.query, actorOf(request))),
    );

    app.post(
      `${BASE}/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Create (admin/editor for any client; a client for themselves)',
          body: ZApplicationCreate,
          response: { 201: ZApplication, ...errors },
        },
      },
      async (request, reply) => {
        const application = await service.create(request.body, actorOf(request));
        return reply.code(201).send(application);
      },
    );

    app.get(
      `${BASE}/:id/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary:
            'One application and the next statuses the caller may choose (404 outside scope)',
          params: ZIdParams,
          response: { 200: ZApplicationDetail, ...errors },
        },
      },
      async (request) => service.get(idOf(request.params), actorOf(request)),
    );

    app.patch(
      `${BASE}/:id/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Change fields (not the status); a client only their own drafts',
          params: ZIdParams,
          body: ZApplicationPatch,
          response: { 200: ZApplication, ...errors },
        },
      },
      async (request) => service.update(idOf(request.params), request.body, actorOf(request)),
    );

    app.post(
      `${BASE}/:id/transition/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Change the status along a configured transition (409 lists the allowed ones)',
          params: ZIdParams,
          body: ZApplicationTransition,
          response: { 200: ZApplication, ...errors, 409: ZTransitionError },
        },
      },
      async (request) => service.transition(idOf(request.params), request.body, actorOf(request)),
    );

    app.post(
      `${BASE}/:id/duplicate/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Copy as a new draft (201): same fields, no comments, files or history',
          params: ZIdParams,
          response: { 201: ZApplication, ...errors },
        },
      },
      async (request, reply) => {
        const copy = await service.duplicate(idOf(request.params), actorOf(request));
        return reply.code(201).send(copy);
      },
    );

    app.get(
      `${BASE}/:id/history/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Creation, status and field changes, newest first (404 outside scope)',
          params: ZIdParams,
          response: { 200: z.array(ZHistoryEntry), ...errors },
        },
      },
      async (request) => service.historyOf(idOf(request.params), actorOf(request)),
    );

    app.get(
      `${BASE}/:id/comments/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Comments, oldest first; clients never see internal ones (404 outside scope)',
          params: ZIdParams,
          response: { 200: z.array(ZComment), ...errors },
        },
      },
      async (request) => service.comments(idOf(request.params), actorOf(request)),
    );

    app.post(
      `${BASE}/:id/comments/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Add a comment (201); is_internal for editors and admins only',
          params: ZIdParams,
          body: ZCommentCreate,
          response: { 201: ZComment, ...errors },
        },
      },
      async (request, reply) => {
        const comment = await service.comment(idOf(request.params), request.body, actorOf(request));
        return reply.code(201).send(comment);
      },
    );

    app.delete(
      `${BASE}/:id/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Soft delete (204); a client only their own drafts',
          params: ZIdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(idOf(request.params), actorOf(request));
        return reply.code(204).send(null);
      },
    );
  };
}
