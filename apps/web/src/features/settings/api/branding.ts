import { BRAND_RESET_KEYS, type Branding, type SettingKey } from '@mutabaa/shared';
import { brandingStore, toBranding } from '../../../lib/branding';
import { api } from '../../../lib/session';

type ChangeAnswer = { detail?: string; branding?: unknown };

/** The answer's branding replaces the cached one at once, so the admin sees it everywhere. */
function adoptAnswer(body: ChangeAnswer | undefined): { detail: string; branding: Branding } {
  const branding = toBranding(body?.branding);
  if (branding) brandingStore.replace(branding);
  else void brandingStore.reload();
  return { detail: body?.detail ?? '', branding: branding ?? brandingStore.getBranding() };
}

/** POST /system/settings/bulk_update/ with {settings: {KEY: value}}. */
export async function updateBrandingSettings(settings: Partial<Record<SettingKey, unknown>>) {
  return adoptAnswer(await api.post<ChangeAnswer>('/system/settings/bulk_update/', { settings }));
}

/** POST /system/upload-logo/ as multipart with the `logo` file. */
export async function uploadLogo(file: File) {
  const body = new FormData();
  body.append('logo', file);
  return adoptAnswer(await api.post<ChangeAnswer>('/system/upload-logo/', body));
}

/** POST /system/settings/reset_to_defaults/ with the four brand keys of spec §3. */
export async function resetBranding() {
  return adoptAnswer(
    await api.post<ChangeAnswer>('/system/settings/reset_to_defaults/', {
      setting_keys: [...BRAND_RESET_KEYS],
    }),
  );
}
