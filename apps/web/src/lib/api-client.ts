import { parseList } from '@mutabaa/shared';
import { isTokenExpired, isTokenValid } from './jwt';
import type { SessionStorage } from './storage';

/** A failed request: status, the server's code and localised detail, and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string | undefined;
  readonly errors: Record<string, string[]> | undefined;
  readonly retryAfter: number | undefined;

  constructor(init: {
    status: number;
    code?: string;
    detail?: string;
    errors?: Record<string, string[]>;
    retryAfter?: number;
    message?: string;
  }) {
    super(init.detail || init.message || `Request failed with status ${init.status}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code ?? 'error';
    this.detail = init.detail;
    this.errors = init.errors;
    this.retryAfter = init.retryAfter;
  }
}

export const NO_REFRESH_TOKEN = 'No refresh token available';

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Send the bearer token when a valid one is stored (default true). */
  auth?: boolean;
  /** On 401, refresh once and retry (default: same as `auth`). */
  retryOn401?: boolean;
};

export type ApiClientOptions = {
  fetch: typeof fetch;
  session: SessionStorage;
  /** The stored interface language, or null when none is stored. */
  getLanguage: () => string | null;
  /** Called after tokens were cleared because the session cannot continue. */
  onSessionExpired?: () => void;
  baseUrl?: string;
  now?: () => number;
};

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = `${baseUrl}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export type DownloadedFile = { blob: Blob; filename: string | undefined };

/** The file name of a Content-Disposition header, preferring the UTF-8 `filename*` form. */
export function filenameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // Falls through to the plain form.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || undefined;
}

/** The error of a failed answer from its status and body (JSON already parsed, or anything). */
export function apiErrorOf(
  status: number,
  body: unknown,
  extra: { retryAfter?: number; message?: string } = {},
): ApiError {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return new ApiError({
    status,
    code: typeof record.code === 'string' ? record.code : undefined,
    detail:
      typeof record.detail === 'string'
        ? record.detail
        : typeof record.error === 'string'
          ? record.error
          : undefined,
    errors: (record.errors as Record<string, string[]> | undefined) ?? undefined,
    ...extra,
  });
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined);
  const retryAfter = Number(response.headers.get('retry-after'));
  return apiErrorOf(response.status, body, {
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    message: response.statusText || undefined,
  });
}

/**
 * The one API client: bearer header, Accept-Language, list shapes, and a single
 * refresh-and-retry on 401 shared by concurrent requests.
 */
export function createApiClient(options: ApiClientOptions) {
  const { session, getLanguage, onSessionExpired } = options;
  const baseUrl = options.baseUrl ?? '/api';
  const now = options.now ?? Date.now;
  const doFetch = options.fetch;
  let refreshing: Promise<string> | null = null;

  /** The headers every request to the API carries, whoever sends it (the event stream too). */
  function commonHeaders(): Record<string, string> {
    return { 'Accept-Language': getLanguage() ?? 'en' };
  }

  function send(method: string, path: string, opts: RequestOptions, access: string | null) {
    const headers: Record<string, string> = { Accept: 'application/json', ...commonHeaders() };
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) {
      body = opts.body;
    } else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    if (access) headers.Authorization = `Bearer ${access}`;
    return doFetch(buildUrl(baseUrl, path, opts.query), {
      method,
      headers,
      body,
      signal: opts.signal,
    });
  }

  function currentAccess(): string | null {
    const access = session.getAccess();
    return access && isTokenValid(access, now()) ? access : null;
  }

  /** Exchanges the refresh token for a new access token; one exchange at a time. */
  function refreshAccessToken(): Promise<string> {
    if (refreshing) return refreshing;
    const refresh = session.getRefresh();
    if (!refresh) return Promise.reject(new Error(NO_REFRESH_TOKEN));
    refreshing = (async () => {
      const response = await send('POST', '/token/refresh/', { body: { refresh } }, null);
      if (!response.ok) throw await toApiError(response);
      const data = (await readBody(response)) as { access?: unknown } | undefined;
      if (!data || typeof data.access !== 'string') {
        throw new ApiError({ status: response.status, code: 'invalid_response' });
      }
      session.setAccess(data.access);
      return data.access;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function expire() {
    session.clear();
    onSessionExpired?.();
  }

  /** Sends with the bearer token, refreshing once on 401; answers the successful response. */
  async function respond(method: string, path: string, opts: RequestOptions): Promise<Response> {
    const auth = opts.auth ?? true;
    const sentAccess = auth ? currentAccess() : null;
    let response = await send(method, path, opts, sentAccess);

    if (response.status === 401 && (opts.retryOn401 ?? auth)) {
      const firstError = await toApiError(response);
      let access = currentAccess();
      // Another request may already have refreshed while this one was in flight.
      if (!access || access === sentAccess) {
        const refresh = session.getRefresh();
        if (!refresh || isTokenExpired(refresh, now(), 0)) {
          expire();
          throw firstError;
        }
        try {
          access = await refreshAccessToken();
        } catch (error) {
          // Only a refusal ends the session; a network failure (or the page unloading
          // mid-request) leaves the tokens for the next attempt.
          if (!(error instanceof ApiError)) throw error;
          expire();
          throw firstError;
        }
      }
      response = await send(method, path, opts, access);
      if (response.status === 401) {
        const error = await toApiError(response);
        expire();
        throw error;
      }
    }

    if (!response.ok) throw await toApiError(response);
    return response;
  }

  async function request<T = unknown>(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<T> {
    return (await readBody(await respond(method, path, opts))) as T;
  }

  /**
   * A file: its bytes and the name the server gave it (Content-Disposition). GET, or POST for a
   * file made from the request's body (a preview).
   */
  async function download(
    path: string,
    opts: RequestOptions & { method?: 'GET' | 'POST' } = {},
  ): Promise<DownloadedFile> {
    const response = await respond(opts.method ?? 'GET', path, opts);
    const blob = await response.blob();
    return { blob, filename: filenameOf(response.headers.get('content-disposition')) };
  }

  return {
    request,
    refreshAccessToken,
    commonHeaders,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PATCH', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
    download,
    /** GET a list answered as a bare array or as `{results}`. */
    list: async <T>(path: string, opts?: RequestOptions) =>
      parseList<T>(await request('GET', path, opts)),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
