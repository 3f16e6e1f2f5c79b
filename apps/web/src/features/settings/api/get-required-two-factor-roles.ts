import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZSetting,
  ZSettingValues,
  type Role,
  type SettingKey,
  type TSetting,
} from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

export const REQUIRE_2FA_KEY = 'REQUIRE_2FA_ROLES' satisfies SettingKey;

/** The roles that must use two-factor sign-in among the settings ([] when absent or unreadable). */
export function requiredRolesOf(settings: readonly TSetting[]): Role[] {
  const setting = settings.find((item) => item.key === REQUIRE_2FA_KEY);
  const parsed = ZSettingValues.REQUIRE_2FA_ROLES.safeParse(setting?.value ?? []);
  return parsed.success ? parsed.data : [];
}

/** GET /system/settings/ (admin): the roles required to use two-factor sign-in. */
export async function getRequiredTwoFactorRoles(): Promise<Role[]> {
  return requiredRolesOf(ZSetting.array().parse(await api.get('/system/settings/')));
}

export const requiredTwoFactorRolesQuery = () =>
  queryOptions({
    queryKey: settingsKeys.requiredTwoFactorRoles(),
    queryFn: getRequiredTwoFactorRoles,
  });

export function useRequiredTwoFactorRoles() {
  return useQuery(requiredTwoFactorRolesQuery());
}
