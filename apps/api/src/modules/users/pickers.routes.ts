import { ZError, ZUserOptionPage, ZUserPickerQuery, type Role } from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageLinks } from '../../lib/pagination.js';
import { listPickableUsers } from './pickers.repository.js';
import { presentUserOption } from './users.presenter.js';

const errors = { 401: ZError, 403: ZError, 422: ZError };

/**
 * GET /api/users/clients/ and /api/users/editors/: the people an application form may pick as
 * its client or its assignee. Staff only, since the lists carry contact details.
 */
export const userPickerRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { onRequest: app.requireRole('editor') };
  const meta = { tags: ['users'], security: [{ bearerAuth: [] }] };
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
        const { count, rows } = await listPickableUsers(app.db, {
          roles: picker.roles,
          search,
          page,
          pageSize,
        });
        return {
          count,
          ...pageLinks(request, page, pageSize, count),
          results: rows.map(presentUserOption),
        };
      },
    );
  }
};
