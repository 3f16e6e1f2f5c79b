import {
  REPORT_DEFINITIONS,
  type Language,
  type ReportDefinition,
  type TReportCount,
  type TReportSummary,
  type DateStyle,
} from '@mutabaa/shared';
import ExcelJS from 'exceljs';
import { translate, type MessageKey } from '../../i18n/translate.js';
import type { TableColumn } from '../../lib/spreadsheet/table-file.js';
import { metPercent } from './reports.presenter.js';
import { bookSheet, bookTable, dateRows, type BookCell } from '../../lib/spreadsheet/workbook.js';

/** What the report was asked for, named for people: the filters' labels, not their values. */
export type ReportFilterNames = {
  type?: string;
  department?: string;
  priority?: string;
  assignee?: string;
  /** The final statuses' labels. */
  finals: string;
};

type Column = [MessageKey, number];

const label = (row: Omit<TReportCount, 'count'>, lang: Language) =>
  lang === 'ar' ? row.label_ar : row.label_en;

/**
 * The report as a workbook in `lang`: a summary sheet (period, filters, totals, how each figure
 * is computed) and one sheet per chart with its data. Small and bounded, so built in memory.
 * The period's days are date cells, with their Hijri dates when the reader has that calendar.
 */
export async function reportWorkbook(
  report: TReportSummary,
  filters: ReportFilterNames,
  lang: Language,
  style: DateStyle,
): Promise<Buffer> {
  const t = (key: MessageKey) => translate(lang, key);
  const def = (key: ReportDefinition) => REPORT_DEFINITIONS[key][lang];
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(report.period.generated_at);
  const sheet = (name: MessageKey, columns: Column[], rows: BookCell[][]) =>
    bookSheet(
      workbook,
      t(name),
      lang,
      columns.map(([key, width]) => ({ header: t(key), width })),
      rows,
    );
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
      ...dateRows(t('report_period_start'), period.start, 'day', style, lang, [def('period')]),
      ...dateRows(t('report_period_end'), period.end, 'day', style, lang),
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
      [t('report_sla_met'), report.service_level.met, def('service_level')],
      [t('report_sla_missed'), report.service_level.missed, null],
      [t('report_sla_met_percent'), report.service_level.met_percent, null],
      [t('report_sla_breached_now'), report.service_level.breached_now, def('breached_now')],
      ...dateRows(t('report_generated_at'), period.generated_at, 'instant', style, lang),
    ],
  );
  const overTimeColumns: TableColumn[] = (
    [
      ['report_col_period_start', 'day'],
      ['report_col_period_end', 'day'],
      ['report_total_created'],
      ['report_total_completed'],
      ['report_col_backlog'],
    ] as const
  ).map(([key, date]) => ({ header: t(key), width: 14, date }));
  const overTime = bookTable(
    overTimeColumns,
    report.over_time.map((p) => [p.period, p.end, p.created, p.completed, p.backlog]),
    style,
    lang,
  );
  bookSheet(workbook, t('report_sheet_over_time'), lang, overTime.columns, overTime.rows);
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
  const level = report.service_level;
  const slaCells = (r: { met: number; missed: number; breached_now: number }) => [
    r.met,
    r.missed,
    r.breached_now,
    metPercent(r.met, r.missed),
  ];
  sheet(
    'report_sheet_service_levels',
    [
      ['report_col_group', 16],
      ['report_col_value', 32],
      ['report_sla_met', 16],
      ['report_sla_missed', 16],
      ['report_sla_breached_now', 14],
      ['report_sla_met_percent', 14],
    ],
    [
      [t('report_filter_all'), null, ...slaCells(level)],
      ...level.by_type.map((r) => [t('report_filter_type'), label(r, lang), ...slaCells(r)]),
      ...level.by_editor.map((r) => [
        t('report_filter_assignee'),
        r.user?.full_name ?? t('report_unassigned'),
        ...slaCells(r),
      ]),
    ],
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `mutabaa-report-START-END.xlsx`: ASCII, so every browser keeps the name. */
export function reportFileName(report: TReportSummary): string {
  return `mutabaa-report-${report.period.start}-${report.period.end}.xlsx`;
}
