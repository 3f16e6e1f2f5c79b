/** The page number in the address bar; anything but a positive whole number is page 1. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The address bar with `page` set (page 1 is left out); the other parameters are kept. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** "Showing x to y of z entries": the 1-based range of the rows of a page. */
export function pageRange(
  page: number,
  pageSize: number,
  count: number,
  shown: number,
  capped = false,
) {
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = shown === 0 ? 0 : from + shown - 1;
  // A capped count is a lower bound: more pages exist while the pages come back full.
  if (capped) return { from, to, total: Math.max(count, to), capped, hasNext: shown === pageSize };
  return { from, to, total: count, capped, hasNext: page * pageSize < count };
}
