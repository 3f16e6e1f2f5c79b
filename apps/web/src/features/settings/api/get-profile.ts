import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUser, type TUser } from '@mutabaa/shared';
import { api, session } from '../../../lib/session';

/** GET /profile/; the answer also refreshes the stored user. */
export async function getProfile(): Promise<TUser> {
  const user = ZUser.parse(await api.get('/profile/'));
  session.updateUser(user);
  return user;
}

export const profileQuery = () =>
  queryOptions({ queryKey: ['profile'], queryFn: getProfile, staleTime: 60_000 });

export function useProfile() {
  return useQuery(profileQuery());
}
