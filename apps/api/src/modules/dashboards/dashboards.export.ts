import type {
  Language,
  TAdminDashboard,
  TApplication,
  TOptionDisplay,
  DateStyle,
} from '@mutabaa/shared';
import ExcelJS from 'exceljs';
import { translate, type MessageKey } from '../../i18n/translate.js';
import type { DateKind } from '../../lib/spreadsheet/date-cells.js';
import type { TableCell } from '../../lib/spreadsheet/table-file.js';
import { bookSheet, bookTable, dateRows } from '../../lib/spreadsheet/workbook.js';

const FIGURES = [
  'total_transactions',
  'pending_assignments',
  'completed_transactions',
  'active_users',
] as const satisfies (keyof TAdminDashboard)[];

const label = (display: TOptionDisplay | null, lang: Language, fallback: string | null) =>
  display ? (lang === 'ar' ? display.label_ar : display.label_en) : (fallback ?? '');

/** The recent table's columns, as header key, width, date kind and cell value. */
const RECENT_COLUMNS: [
  MessageKey,
  number,
  DateKind | undefined,
  (a: TApplication, lang: Language) => TableCell,
][] = [
  ['dashboard_col_reference_number', 20, undefined, (a) => a.reference_number],
  ['dashboard_col_application_id', 18, undefined, (a) => a.transaction_id],
  ['dashboard_col_title', 40, undefined, (a) => a.title],
  ['dashboard_col_client', 28, undefined, (a) => a.client_name],
  [
    'dashboard_col_type',
    20,
    undefined,
    (a, lang) => label(a.transaction_type_display, lang, a.type),
  ],
  ['dashboard_col_status', 18, undefined, (a, lang) => label(a.status_display, lang, a.status)],
  ['dashboard_col_last_modified', 20, 'instant', (a) => new Date(a.updated_at)],
  ['dashboard_col_comments', 12, undefined, (a) => a.comment_count],
];

/**
 * The admin dashboard as a workbook in `lang`: a sheet of figures and a sheet of the recent
 * applications (small and bounded, so it is built in memory rather than streamed). Dates are
 * in the organisation's time zone, with their Hijri dates when the reader has that calendar.
 */
export async function dashboardWorkbook(
  dashboard: TAdminDashboard,
  lang: Language,
  style: DateStyle,
  generatedAt: Date,
): Promise<Buffer> {
  const t = (key: MessageKey) => translate(lang, key);
  const workbook = new ExcelJS.Workbook();
  workbook.created = generatedAt;

  bookSheet(
    workbook,
    t('dashboard_sheet_summary'),
    lang,
    [
      { header: t('dashboard_col_figure'), width: 28 },
      { header: t('dashboard_col_value'), width: 24 },
    ],
    [
      ...FIGURES.map((key) => [t(`dashboard_${key}`), dashboard[key]]),
      ...dateRows(t('dashboard_generated_at'), generatedAt, 'instant', style, lang),
    ],
  );
  const recent = bookTable(
    RECENT_COLUMNS.map(([key, width, date]) => ({ header: t(key), width, date })),
    dashboard.recent_transactions.map((a) => RECENT_COLUMNS.map(([, , , value]) => value(a, lang))),
    style,
    lang,
  );
  bookSheet(workbook, t('dashboard_sheet_recent'), lang, recent.columns, recent.rows);

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `mutabaa-dashboard-YYYY-MM-DD.xlsx`: ASCII, so every browser keeps the name. */
export function dashboardFileName(generatedAt: Date): string {
  return `mutabaa-dashboard-${generatedAt.toISOString().slice(0, 10)}.xlsx`;
}
