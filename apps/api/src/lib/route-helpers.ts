import { latinDigits, ZError } from '@mutabaa/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { pageLinks, parseId } from './pagination.js';

/** OpenAPI security entry of a route that needs the bearer access token. */
export const bearerSecurity = [{ bearerAuth: [] }];

/**
 * Path parameters `/:id/`, the id's digits read as ASCII ones (`/transactions/٤٢/` is
 * `/transactions/42/`); the length cap keeps an absurd id out of the parser.
 */
export const ZIdParams = z.object({ id: latinDigits(z.string().max(20)) });

/** The numeric `:id` of the path; a malformed or out-of-range id is 404 like a missing row. */
export function idOf(params: { id: string }): number {
  const id = parseId(params.id);
  if (id === undefined) throw new AppError(404, 'not_found');
  return id;
}

type ErrorResponses<S extends number> = { [K in S]: typeof ZError };

/** The error body (docs/api.md#errors) as the response schema of each status given. */
export function errorResponses<S extends number>(...statuses: S[]): ErrorResponses<S> {
  return Object.fromEntries(statuses.map((status) => [status, ZError])) as ErrorResponses<S>;
}

/**
 * `{count, next, previous, results}` of a page-number list; with `capped` (the count stopped at
 * its cap) also `count_capped: true`, and `next` is offered as long as the page is full.
 */
export function pageBody<T>(
  request: FastifyRequest,
  { page, page_size: pageSize }: { page: number; page_size?: number },
  { count, capped = false, results }: { count: number; capped?: boolean; results: T[] },
) {
  const known =
    capped && results.length === pageSize ? Math.max(count, page * pageSize + 1) : count;
  return {
    count,
    ...(capped ? { count_capped: true } : {}),
    ...pageLinks(request, page, pageSize, known),
    results,
  };
}
