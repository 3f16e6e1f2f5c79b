/**
 * The history state a report's link to the applications list carries: the report's own address
 * query, so that the list can lead back to the same report (and keeps it through a reload).
 */
export type ReportOrigin = { reportSearch: string };

export function reportOrigin(search: string): ReportOrigin {
  return { reportSearch: search };
}

/** The report's address query a list was opened from, if it was. */
export function reportSearchOf(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('reportSearch' in state)) return undefined;
  const search = (state as ReportOrigin).reportSearch;
  return typeof search === 'string' ? search : undefined;
}
