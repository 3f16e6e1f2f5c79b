import { ZUserOptionPage, ZUserPickerQuery, type Role } from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses, pageBody } from '../../lib/route-helpers.js';
import { presentUserOption } from './users.presenter.js';
import type { UsersService } from './users.service.js';

const errors = errorResponses(401, 403, 422);

/**
 * GET /api/users/clients/ and /api/users/editors/: the people an application form may pick as
 * its client or its assignee. Staff only, since the lists carry contact details.
 */
export function userPickerRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    const staff = { onRequest: app.requireRole('editor') };
    const meta = { tags: ['users'], security: bearerSecurity };
    const pickers: { path: string; roles: Role[]; summary: string }[] = [
      { path: '/users/clients/', roles: ['client'], summary: 'Active clients (client picker)' },
      {
        path: '/users/editors/',
        roles: ['editor', 'admin'],
        summary: 'Active editors and admins (assignee picker)',
      },
    ];

    for (const picker of pickers) {
      app.get(
        picker.path,
        {
          ...staff,
          schema: {
            ...meta,
            summary: picker.summary,
            querystring: ZUserPickerQuery,
            response: { 200: ZUserOptionPage, ...errors },
          },
        },
        async (request) => {
          const { page, page_size: pageSize, search } = request.query;
          const { count, rows } = await users.pickable({
            roles: picker.roles,
            search,
            page,
            pageSize,
          });
          return pageBody(request, request.query, { count, results: rows.map(presentUserOption) });
        },
      );
    }
  };
}
