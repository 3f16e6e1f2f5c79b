import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZReportSummary, type TReportQuery } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/** GET /reports/summary/: every figure of the report for a period, an interval and filters. */
export async function getReportSummary(query: TReportQuery, signal?: AbortSignal) {
  return ZReportSummary.parse(await api.get('/reports/summary/', { query, signal }));
}

export const reportSummaryQuery = (query: TReportQuery) =>
  queryOptions({
    queryKey: ['reports', 'summary', query],
    queryFn: ({ signal }) => getReportSummary(query, signal),
    // The last report stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useReportSummary(query: TReportQuery) {
  return useQuery(reportSummaryQuery(query));
}
