import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userPickerRoutes } from './pickers.routes.js';
import { profileRoutes } from './profile.routes.js';
import { UserAdmin } from './users.admin.js';
import { usersRoutes } from './users.routes.js';
import { UsersService, type UsersDeps } from './users.service.js';

export { presentUser } from './users.presenter.js';
export {
  countActiveUsers,
  findNotificationRecipients,
  findUserByEmail,
  findUserById,
  findUsersByIds,
  forgetSignedInUsers,
  insertUserWithNewId,
  listActiveUserIds,
  listDigestRecipientIds,
  lockActiveAdminIds,
  lockUser,
  normalizeEmail,
  recordSignIn,
  updateUser,
  type NotificationRecipient,
} from './users.service.js';

/** User Management, the signed-in user's profile and the user pickers of the application form. */
export function usersModule(deps: UsersDeps): FastifyPluginAsyncZod {
  return async (api) => {
    const users = new UsersService(deps);
    await api.register(profileRoutes(users));
    await api.register(userPickerRoutes(users));
    await api.register(usersRoutes(users, new UserAdmin(deps)));
  };
}
