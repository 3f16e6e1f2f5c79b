import {
  ZDetail,
  ZManagedUser,
  ZManagedUserPage,
  ZUserBulkUpdate,
  ZUserBulkUpdateResponse,
  ZUserCreate,
  ZUserListQuery,
  ZUserPatch,
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
import type { UserAdmin } from './users.admin.js';
import { presentManagedUser } from './users.presenter.js';
import type { UsersService } from './users.service.js';

const ZDeleted = z.object({ detail: z.string(), anonymised: z.boolean() });

/** Users: User Management, for admins only. */
export function usersRoutes(users: UsersService, admin: UserAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    const adminOnly = { onRequest: app.requireRole('admin') };
    const tags = ['users'];
    const writeErrors = errorResponses(401, 403, 404, 409, 422);

    app.get(
      '/users/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Users: search (Arabic-normalised), filters, ordering, paging',
          querystring: ZUserListQuery,
          response: { 200: ZManagedUserPage, ...errorResponses(401, 403, 422) },
        },
      },
      async (request) => {
        const { count, rows } = await users.list(request.query);
        return pageBody(request, request.query, { count, results: rows.map(presentManagedUser) });
      },
    );

    app.post(
      '/users/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Create a user; without a password, invite them by e-mail (72 hours)',
          body: ZUserCreate,
          response: { 201: ZManagedUser, ...errorResponses(401, 403, 409, 422) },
        },
      },
      async (request, reply) => {
        const user = await admin.create(request.body, actorOf(request));
        return reply.code(201).send(presentManagedUser(user));
      },
    );

    app.post(
      '/users/bulk_update/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Activate or deactivate many users: all or none, with the hand-over',
          body: ZUserBulkUpdate,
          response: { 200: ZUserBulkUpdateResponse, ...writeErrors },
        },
      },
      async (request) => {
        const result = await admin.bulkUpdate(request.body, actorOf(request));
        return { detail: request.t('users_updated', { count: result.updated }), ...result };
      },
    );

    app.get(
      '/users/:id/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'One user',
          params: ZIdParams,
          response: { 200: ZManagedUser, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => presentManagedUser(await users.get(idOf(request.params))),
    );

    app.patch(
      '/users/:id/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Edit a user; deactivating one who holds applications needs reassign_to',
          params: ZIdParams,
          body: ZUserPatch,
          response: { 200: ZManagedUser, ...writeErrors },
        },
      },
      async (request) =>
        presentManagedUser(
          await admin.update(idOf(request.params), request.body, actorOf(request)),
        ),
    );

    app.delete(
      '/users/:id/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Delete a client; one with applications is anonymised instead',
          params: ZIdParams,
          response: { 200: ZDeleted, ...writeErrors },
        },
      },
      async (request) => {
        const { anonymised } = await admin.remove(
          idOf(request.params),
          actorOf(request),
          request.lang,
        );
        return { detail: request.t(anonymised ? 'user_anonymised' : 'user_deleted'), anonymised };
      },
    );

    app.post(
      '/users/:id/resend-invitation/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Mail a new invitation link (the earlier one stops working)',
          params: ZIdParams,
          response: { 200: ZDetail, ...writeErrors },
        },
      },
      async (request) => {
        const user = await admin.resendInvitation(idOf(request.params), actorOf(request));
        return { detail: request.t('invitation_resent', { email: user.email }) };
      },
    );

    app.post(
      '/users/:id/send-password-reset/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Mail the user a password reset link',
          params: ZIdParams,
          response: { 200: ZDetail, ...writeErrors },
        },
      },
      async (request) => {
        const user = await admin.sendPasswordReset(idOf(request.params), actorOf(request));
        return { detail: request.t('password_reset_sent', { email: user.email }) };
      },
    );
  };
}
