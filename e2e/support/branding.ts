import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { BRAND_KEYS, type TLoginResponse } from '@mutabaa/shared';
import { ACCOUNTS } from './accounts';

export async function adminToken(request: APIRequestContext) {
  const response = await request.post('/api/login/', { data: ACCOUNTS.admin });
  expect(response.status()).toBe(200);
  return ((await response.json()) as TLoginResponse).access;
}

/** Puts every brand setting (more than the spec's reset button) back to its default through the API. */
export async function resetBranding(request: APIRequestContext) {
  const token = await adminToken(request);
  const response = await request.post('/api/system/settings/reset_to_defaults/', {
    data: { setting_keys: Object.values(BRAND_KEYS) },
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
