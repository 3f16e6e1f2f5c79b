import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { ACCOUNTS } from './accounts';

export const BRAND_RESET_KEYS = [
  'BRAND_PRIMARY_COLOR',
  'BRAND_SECONDARY_COLOR',
  'BRAND_ACCENT_COLOR',
  'BRAND_LOGO_URL',
  'BRAND_COMPANY_NAME',
  'BRAND_SYSTEM_TITLE_EN',
  'BRAND_SYSTEM_TITLE_AR',
];

export async function adminToken(request: APIRequestContext) {
  const response = await request.post('/api/login/', { data: ACCOUNTS.admin });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

/** Puts every brand setting back to its default through the API. */
export async function resetBranding(request: APIRequestContext) {
  const token = await adminToken(request);
  const response = await request.post('/api/system/settings/reset_to_defaults/', {
    data: { setting_keys: BRAND_RESET_KEYS },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function updateSettings(
  request: APIRequestContext,
  settings: Record<string, unknown>,
) {
  const token = await adminToken(request);
  const response = await request.post('/api/system/settings/bulk_update/', {
    data: { settings },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** `#1d4ed8` -> `rgb(29, 78, 216)`, as getComputedStyle reports colours. */
export function rgb(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
