import {
  REPORT_DEFINITIONS,
  type Language,
  type ReportDefinition,
  type TReportCount,
  type TReportSummary,
} from '@mutabaa/shared';
import ExcelJS from 'exceljs';
import { translate, type MessageKey } from '../../i18n/translate.js';

/** What the report was asked for, named for people: the filters' labels, not their values. */
export type ReportFilterNames = {
  type?: string;
  department?: string;
  priority?: string;
  assignee?: string;
  /** The final statuses' labels. */
  finals: string;
};

type Cell = string | number | null;
type Column = [MessageKey, number];

const label = (row: Omit<TReportCount, 'count'>, lang: Language) =>
  lang === 'ar' ? row.label_ar : row.label_en;

/**
 * The report as a workbook in `lang`: a summary sheet (period, filters, totals, how each figure
 * is computed) and one sheet per chart with its data. Small and bounded, so built in memory.
 */
export async function reportWorkbook(
  report: TReportSummary,
  filters: ReportFilterNames,
  lang: Language,
): Promise<Buffer> {
  const t = (key: MessageKey) => translate(lang, key);
  const def = (key: ReportDefinition) => REPORT_DEFINITIONS[key][lang];
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(report.period.generated_at);
  const sheet = (name: MessageKey, columns: Column[], rows: Cell[][]) => {
    // Arabic sheets read right to left; the header row stays in view while scrolling.
    const ws = workbook.addWorksheet(t(name), {
      views: [{ rightToLeft: lang === 'ar', state: 'frozen', ySplit: 1 }],
    });
    ws.columns = columns.map(([key, width]) => ({ header: t(key), width }));
    ws.getRow(1).font = { bold: true };
    for (const row of rows) ws.addRow(row);
  };
  const counts = (name: MessageKey, rows: TReportCount[]) =>
    sheet(
      name,
      [
        ['report_col_value', 32],
        ['report_col_count', 14],
      ],
      rows.map((r) => [label(r, lang), r.count]),
    );
  const { period, totals } = report;

  sheet(
    'report_sheet_summary',
    [
      ['report_col_figure', 34],
      ['report_col_value', 24],
      ['report_col_definition', 90],
    ],
    [
      [t('report_period_start'), period.start, def('period')],
      [t('report_period_end'), period.end, null],
      [t('report_interval'), t(`report_interval_${period.interval}`), null],
      [t('report_filter_type'), filters.type ?? t('report_filter_all'), null],
      [t('report_filter_department'), filters.department ?? t('report_filter_all'), null],
      [t('report_filter_priority'), filters.priority ?? t('report_filter_all'), null],
      [t('report_filter_assignee'), filters.assignee ?? t('report_filter_all'), null],
      [t('report_total_created'), totals.created, def('created')],
      [t('report_total_completed'), totals.completed, def('completed')],
      [t('report_final_statuses'), filters.finals, def('final_statuses')],
      [t('report_total_backlog'), totals.backlog, def('backlog')],
      [t('report_total_overdue_now'), totals.overdue_now, def('overdue_now')],
      [t('report_median_hours'), report.processing_time.median_hours, def('processing_time')],
      [t('report_p90_hours'), report.processing_time.p90_hours, null],
      [t('report_due_met'), report.due_date.met, def('due_date')],
      [t('report_due_missed'), report.due_date.missed, null],
      [t('report_generated_at'), period.generated_at, null],
    ],
  );
  sheet(
    'report_sheet_over_time',
    [
      ['report_col_period_start', 14],
      ['report_col_period_end', 14],
      ['report_total_created', 14],
      ['report_total_completed', 14],
      ['report_col_backlog', 14],
    ],
    report.over_time.map((p) => [p.period, p.end, p.created, p.completed, p.backlog]),
  );
  counts('report_sheet_by_status', report.by_status);
  counts('report_sheet_by_type', report.by_type);
  counts('report_sheet_by_priority', report.by_priority);
  counts('report_sheet_by_department', report.by_department);
  const durations: Column[] = [
    ['report_col_value', 32],
    ['report_col_count', 14],
    ['report_median_hours', 18],
    ['report_p90_hours', 18],
  ];
  const time = report.processing_time;
  sheet('report_sheet_processing_time', durations, [
    [t('report_filter_all'), time.count, time.median_hours, time.p90_hours],
    ...time.by_type.map((r) => [label(r, lang), r.count, r.median_hours, r.p90_hours]),
  ]);
  sheet(
    'report_sheet_time_in_status',
    durations,
    time.by_status.map((r) => [label(r, lang), r.count, r.median_hours, r.p90_hours]),
  );
  const due = report.due_date;
  sheet(
    'report_sheet_due_dates',
    [
      ['report_col_assignee', 32],
      ['report_due_met', 14],
      ['report_due_missed', 14],
      ['report_total_overdue_now', 16],
    ],
    [
      [t('report_filter_all'), due.met, due.missed, due.overdue_now],
      ...due.by_editor.map((r) => [
        r.user?.full_name ?? t('report_unassigned'),
        r.met,
        r.missed,
        r.overdue_now,
      ]),
    ],
  );
  sheet(
    'report_sheet_editors',
    [
      ['report_col_assignee', 32],
      ['report_col_email', 32],
      ['report_col_open', 12],
      ['report_col_overdue', 12],
      ['report_total_completed', 14],
      ['report_median_hours', 18],
    ],
    report.editors.map((e) => [
      e.user.full_name,
      e.user.email,
      e.open,
      e.overdue,
      e.completed,
      e.median_hours,
    ]),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `mutabaa-report-START-END.xlsx`: ASCII, so every browser keeps the name. */
export function reportFileName(report: TReportSummary): string {
  return `mutabaa-report-${report.period.start}-${report.period.end}.xlsx`;
}
