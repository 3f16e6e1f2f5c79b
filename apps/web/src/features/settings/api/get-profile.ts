import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProfile, type TProfile } from '@mutabaa/shared';
import { api, session } from '../../../lib/session';

/** GET /profile/ (with, for staff, whether they take new work); also refreshes the stored user. */
export async function getProfile(): Promise<TProfile> {
  const user = ZProfile.parse(await api.get('/profile/'));
  session.updateUser(user);
  return user;
}

export const profileQuery = () =>
  queryOptions({ queryKey: ['profile'], queryFn: getProfile, staleTime: 60_000 });

export function useProfile() {
  return useQuery(profileQuery());
}
