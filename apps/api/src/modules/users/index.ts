import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userPickerRoutes } from './pickers.routes.js';
import { profileRoutes } from './profile.routes.js';
import { UsersService, type UsersDeps } from './users.service.js';

/** The signed-in user's profile and the user pickers of the application form. */
export function usersModule(deps: UsersDeps): FastifyPluginAsyncZod {
  return async (api) => {
    const users = new UsersService(deps);
    await api.register(profileRoutes(users));
    await api.register(userPickerRoutes(users));
  };
}
