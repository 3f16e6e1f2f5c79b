import { ZManagedUser, ZManagedUserPage, ZUserListQuery } from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bearerSecurity as security,
  errorResponses,
  idOf,
  pageBody,
  ZIdParams,
} from '../../lib/route-helpers.js';
import { presentManagedUser } from './users.presenter.js';
import type { UsersService } from './users.service.js';

/** DESIGN §5 users: User Management, for admins only. */
export function usersRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = { onRequest: app.requireRole('admin') };
    const tags = ['users'];

    app.get(
      '/users/',
      {
        ...admin,
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

    app.get(
      '/users/:id/',
      {
        ...admin,
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
  };
}
