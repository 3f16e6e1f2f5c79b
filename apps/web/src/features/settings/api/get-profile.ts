import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProfile, type TProfile } from '@mutabaa/shared';
import { api, session } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** GET /profile/ (with, for staff, whether they take new work); also refreshes the stored user. */
export async function getProfile(): Promise<TProfile> {
  const user = ZProfile.parse(await api.get('/profile/'));
  session.updateUser(user);
  return user;
}

export const profileQuery = () =>
  queryOptions({ queryKey: settingsKeys.profile(), queryFn: getProfile, staleTime: 60_000 });

export function useProfile() {
  return useQuery(profileQuery());
}

/**
 * Keeps the stored user in step with the server (the query's answer updates the session)
 * without drawing the caller again when the answer arrives: the layout that calls it shows
 * the session's user, which changes only when the answer does.
 */
export function useProfileKeptInStep(): void {
  useQuery({ ...profileQuery(), notifyOnChangeProps: [] });
}
