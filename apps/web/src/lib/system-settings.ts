import { ZSettingsBulkUpdateResponse, type SettingKey } from '@mutabaa/shared';
import { api } from './session';

export type SettingValues = Partial<Record<SettingKey, unknown>>;

/**
 * POST /system/settings/bulk_update/ (admin) with `{settings: {KEY: value}}`: the branding and
 * every known setting as they now stand. The server checks each value (422 under its key).
 */
export async function updateSettings(settings: SettingValues) {
  return ZSettingsBulkUpdateResponse.parse(
    await api.post('/system/settings/bulk_update/', { settings }),
  );
}
