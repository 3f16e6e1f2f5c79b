import { useMutation } from '@tanstack/react-query';
import { ZSettingsBulkUpdateResponse, type SettingKey } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { adoptBranding } from './branding-cache';

export type BrandingSettings = Partial<Record<SettingKey, unknown>>;

/** POST /system/settings/bulk_update/ with {settings: {KEY: value}}. */
export async function updateBrandingSettings(settings: BrandingSettings) {
  return ZSettingsBulkUpdateResponse.parse(
    await api.post('/system/settings/bulk_update/', { settings }),
  );
}

export function useUpdateBrandingSettings() {
  return useMutation({
    mutationFn: updateBrandingSettings,
    onSuccess: (answer) => adoptBranding(answer.branding),
  });
}
