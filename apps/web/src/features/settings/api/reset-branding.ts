import { useMutation } from '@tanstack/react-query';
import { BRAND_RESET_KEYS, ZBrandingChangeResponse } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { adoptBranding } from './branding-cache';

/** POST /system/settings/reset_to_defaults/ with the four brand keys (three colours, the logo). */
export async function resetBranding() {
  return ZBrandingChangeResponse.parse(
    await api.post('/system/settings/reset_to_defaults/', {
      setting_keys: [...BRAND_RESET_KEYS],
    }),
  );
}

export function useResetBranding() {
  return useMutation({
    mutationFn: resetBranding,
    onSuccess: (answer) => adoptBranding(answer.branding),
  });
}
