import type { FastifyRequest } from 'fastify';

/** `next` / `previous` links of a page-number list, on the request's own path and query. */
export function pageLinks(
  request: FastifyRequest,
  page: number,
  pageSize: number | undefined,
  count: number,
): { next: string | null; previous: string | null } {
  if (pageSize === undefined) return { next: null, previous: null };
  const [path = '', search = ''] = request.url.split('?');
  const link = (target: number) => {
    const query = new URLSearchParams(search);
    query.set('page', String(target));
    query.set('page_size', String(pageSize));
    return `${path}?${query.toString()}`;
  };
  return {
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, Math.max(1, Math.ceil(count / pageSize)))) : null,
  };
}

/** A path id: a positive 32-bit integer, else undefined (answered as 404). */
export function parseId(raw: string): number | undefined {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}
