import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@mutabaa/shared';
import { updateSettings } from '../../../lib/system-settings';
import { REQUIRE_2FA_KEY, requiredRolesOf } from './get-required-two-factor-roles';
import { settingsKeys } from './query-keys';

/**
 * POST /system/settings/bulk_update/ with the required roles alone; 409 when the admin lists
 * their own role without using two-factor sign-in.
 */
export async function updateRequiredTwoFactorRoles(roles: Role[]): Promise<Role[]> {
  const answer = await updateSettings({ [REQUIRE_2FA_KEY]: roles });
  return requiredRolesOf(answer.settings);
}

export function useUpdateRequiredTwoFactorRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRequiredTwoFactorRoles,
    onSuccess: (roles) => queryClient.setQueryData(settingsKeys.requiredTwoFactorRoles(), roles),
  });
}
