import { useEffect, useState } from 'react';
import type { TOidcConfigResponse } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/**
 * A light check of the answer against the shared schema's type: the sign-in page asks at its
 * first load, and parsing with the schema would bring zod (and the shared schemas' chunk)
 * into that load, past the route's budget (docs/benchmarks.md).
 */
function isOidcConfig(value: unknown): value is TOidcConfigResponse {
  if (!value || typeof value !== 'object') return false;
  const config = value as Record<string, unknown>;
  return (
    (['enabled', 'available', 'password_login', 'end_session'] as const).every(
      (key) => typeof config[key] === 'boolean',
    ) &&
    (config.display_name === null || typeof config.display_name === 'string')
  );
}

/** GET /auth/oidc/config/: whether the sign-in page offers single sign-on, and how. */
export async function getOidcConfig(): Promise<TOidcConfigResponse> {
  const body = await api.get('/auth/oidc/config/', { auth: false });
  if (!isOidcConfig(body)) throw new Error('Unexpected answer of /auth/oidc/config/');
  return body;
}

/**
 * Single sign-on's settings for the sign-in page; null while loading, or when they could not
 * be read (the page then offers the password form alone). The sign-in page runs without the
 * signed-in query cache, so a small effect keeps TanStack Query out of its JavaScript.
 */
export function useOidcConfig(): TOidcConfigResponse | null {
  const [config, setConfig] = useState<TOidcConfigResponse | null>(null);
  useEffect(() => {
    let current = true;
    getOidcConfig().then(
      (value) => current && setConfig(value),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return config;
}
