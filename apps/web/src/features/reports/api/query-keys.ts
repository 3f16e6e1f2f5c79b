import type { TReportQuery } from '@mutabaa/shared';

export const reportKeys = {
  all: ['reports'] as const,
  summary: (query: TReportQuery) => [...reportKeys.all, 'summary', query] as const,
};
