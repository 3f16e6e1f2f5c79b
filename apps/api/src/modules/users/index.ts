import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { userPickerRoutes } from './pickers.routes.js';
import { profileRoutes } from './profile.routes.js';
import { UsersService } from './users.service.js';

/** The signed-in user's profile and the user pickers of the application form. */
export function usersModule(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (api) => {
    const users = new UsersService(deps);
    await api.register(profileRoutes(users));
    await api.register(userPickerRoutes(users));
  };
}
