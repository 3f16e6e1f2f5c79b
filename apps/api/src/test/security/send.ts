import type { FastifyInstance } from 'fastify';
import type { Session } from '../factories.js';
import { multipartFile } from '../multipart.js';
import type { RequestParts } from './access-expectations.js';
import { fillPath } from './openapi.js';

/** A request as it goes on the wire: what the fuzz test mutates. */
export type RawRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

export type Answer = { status: number; contentType: string; body: string };

/** The raw request for `parts` of a route, signed in as `session` (none: anonymous). */
export function rawRequest(
  method: string,
  path: string,
  parts: RequestParts,
  session: Session | undefined,
): RawRequest {
  const query = parts.query ? `?${new URLSearchParams(parts.query).toString()}` : '';
  const headers: Record<string, string> = { ...(session?.auth ?? {}) };
  let payload: string | Buffer | undefined;
  if (parts.file) {
    const { field, fileName, contentType, data } = parts.file;
    const multipart = multipartFile(field, fileName, contentType, data);
    Object.assign(headers, multipart.headers);
    payload = multipart.payload;
  } else if (parts.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(parts.body);
  }
  return { method, url: fillPath(path, parts.params) + query, headers, payload };
}

/**
 * Sends `request` through `inject()`, or for a server-sent event stream over a real
 * connection to `baseUrl`: an answer of 200 is read up to its headers and then aborted (the
 * stream never ends), any other is read whole.
 */
export async function send(
  app: FastifyInstance,
  request: RawRequest,
  stream?: { baseUrl: string },
): Promise<Answer> {
  if (!stream) {
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      payload: request.payload,
    });
    return {
      status: response.statusCode,
      contentType: String(response.headers['content-type'] ?? ''),
      body: response.body,
    };
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 10_000);
  try {
    const response = await fetch(stream.baseUrl + request.url, {
      method: request.method,
      headers: request.headers,
      // fetch sends no body with GET.
      body: request.method === 'GET' ? undefined : request.payload,
      signal: controller.signal,
    });
    const contentType = response.headers.get('content-type') ?? '';
    if (response.status === 200 && contentType.startsWith('text/event-stream')) {
      controller.abort();
      return { status: 200, contentType, body: '' };
    }
    return { status: response.status, contentType, body: await response.text() };
  } finally {
    clearTimeout(timer);
  }
}
