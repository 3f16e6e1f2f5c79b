import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZReportSummary, type TReportQuery, type TReportSummary } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { reportKeys } from './query-keys';

/** GET /reports/summary/: every figure of the report for a period, an interval and filters. */
export async function getReportSummary(query: TReportQuery, signal?: AbortSignal) {
  return ZReportSummary.parse(await api.get('/reports/summary/', { query, signal }));
}

/** A report's figures with the query they answer (the one on screen while the next loads). */
export type ReportAnswer = { query: TReportQuery; summary: TReportSummary };

export const reportSummaryQuery = (query: TReportQuery) =>
  queryOptions({
    queryKey: reportKeys.summary(query),
    queryFn: async ({ signal }): Promise<ReportAnswer> => ({
      query,
      summary: await getReportSummary(query, signal),
    }),
    // The last report stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useReportSummary(query: TReportQuery) {
  return useQuery(reportSummaryQuery(query));
}
