import type { Language, TReportSummary } from '@mutabaa/shared';
import type { ReportOrigin } from '../../../lib/report-origin';
import type { ReportFilters } from '../api/report-params';

/** What every part of the report reads: the answer, its filters, the language and the way out. */
export type ReportScope = {
  summary: TReportSummary;
  filters: ReportFilters;
  language: Language;
  /** The history state links to the list carry (the way back to this report). */
  origin: ReportOrigin;
  /** Opens the list behind a figure (a click on a chart); nothing for a figure without one. */
  open: (href: string | undefined) => void;
};
