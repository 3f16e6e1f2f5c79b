import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProfile, type TProfile, type TProfilePatch } from '@mutabaa/shared';
import { api, session } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** PATCH /profile/; the answer replaces the stored user. */
export async function updateProfile(patch: TProfilePatch): Promise<TProfile> {
  const user = ZProfile.parse(await api.patch('/profile/', patch));
  session.updateUser(user);
  return user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(settingsKeys.profile(), user),
  });
}
