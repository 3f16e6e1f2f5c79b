import type { Language, TAdminDashboard, TApplication, TOptionDisplay } from '@mutabaa/shared';
import ExcelJS from 'exceljs';
import { translate, type MessageKey } from '../../i18n/translate.js';

const FIGURES = [
  'total_transactions',
  'pending_assignments',
  'completed_transactions',
  'active_users',
] as const satisfies (keyof TAdminDashboard)[];

const label = (display: TOptionDisplay | null, lang: Language, fallback: string | null) =>
  display ? (lang === 'ar' ? display.label_ar : display.label_en) : (fallback ?? '');

/** The recent table's columns, as header key, width and cell value. */
const RECENT_COLUMNS: [MessageKey, number, (a: TApplication, lang: Language) => unknown][] = [
  ['dashboard_col_reference_number', 20, (a) => a.reference_number],
  ['dashboard_col_application_id', 18, (a) => a.transaction_id],
  ['dashboard_col_title', 40, (a) => a.title],
  ['dashboard_col_client', 28, (a) => a.client_name],
  ['dashboard_col_type', 20, (a, lang) => label(a.transaction_type_display, lang, a.type)],
  ['dashboard_col_status', 18, (a, lang) => label(a.status_display, lang, a.status)],
  ['dashboard_col_last_modified', 20, (a) => new Date(a.updated_at)],
  ['dashboard_col_comments', 12, (a) => a.comment_count],
];

const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';

function sheet(workbook: ExcelJS.Workbook, name: string, lang: Language) {
  // Arabic sheets read right to left; the header row stays in view while scrolling.
  return workbook.addWorksheet(name, {
    views: [{ rightToLeft: lang === 'ar', state: 'frozen', ySplit: 1 }],
  });
}

/**
 * The admin dashboard as a workbook in `lang`: a sheet of figures and a sheet of the recent
 * applications (small and bounded, so it is built in memory rather than streamed).
 */
export async function dashboardWorkbook(
  dashboard: TAdminDashboard,
  lang: Language,
  generatedAt: Date,
): Promise<Buffer> {
  const t = (key: MessageKey) => translate(lang, key);
  const workbook = new ExcelJS.Workbook();
  workbook.created = generatedAt;

  const summary = sheet(workbook, t('dashboard_sheet_summary'), lang);
  summary.columns = [
    { header: t('dashboard_col_figure'), width: 28 },
    { header: t('dashboard_col_value'), width: 20 },
  ];
  for (const key of FIGURES) summary.addRow([t(`dashboard_${key}`), dashboard[key]]);
  summary.addRow([t('dashboard_generated_at'), generatedAt]).getCell(2).numFmt = DATE_TIME_FORMAT;
  summary.getRow(1).font = { bold: true };

  const recent = sheet(workbook, t('dashboard_sheet_recent'), lang);
  recent.columns = RECENT_COLUMNS.map(([key, width]) => ({ header: t(key), width }));
  for (const application of dashboard.recent_transactions) {
    recent.addRow(RECENT_COLUMNS.map(([, , value]) => value(application, lang)));
  }
  recent.getColumn(7).numFmt = DATE_TIME_FORMAT;
  recent.getRow(1).font = { bold: true };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `mutabaa-dashboard-YYYY-MM-DD.xlsx`: ASCII, so every browser keeps the name. */
export function dashboardFileName(generatedAt: Date): string {
  return `mutabaa-dashboard-${generatedAt.toISOString().slice(0, 10)}.xlsx`;
}
