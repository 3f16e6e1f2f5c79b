import { isolate, type Language } from '@mutabaa/shared';
import type { OptionRow } from '../../db/schema/index.js';
import { translate, type MessageKey } from '../../i18n/translate.js';
import type { DateKind } from '../../lib/spreadsheet/date-cells.js';
import type { TableCell, TableColumn } from '../../lib/spreadsheet/table-file.js';
import type { ExportRow } from './exports.repository.js';

/** Option labels by list and value, in the language of the export. */
export type OptionLabels = Map<string, string>;

export function optionLabels(options: OptionRow[], lang: Language): OptionLabels {
  return new Map(
    options.map((o) => [`${o.list}:${o.value}`, lang === 'ar' ? o.labelAr : o.labelEn]),
  );
}

/**
 * Tags in one cell: each keeps its own direction (isolated), and an Arabic list starts with
 * U+200F so it reads from the right whatever its first tag is written in. One tag is itself.
 */
function tagList(tags: readonly string[], lang: Language): string {
  if (tags.length < 2) return tags[0] ?? '';
  const list = tags.map(isolate);
  return lang === 'ar' ? `\u200F${list.join('، ')}` : list.join(', ');
}

// A value no list knows (any more) shows as itself, as in the list's `*_display`.
const label = (labels: OptionLabels, list: string, value: string | null) =>
  value === null ? '' : (labels.get(`${list}:${value}`) ?? value);

type Column = {
  header: MessageKey;
  width: number;
  date?: DateKind;
  value: (row: ExportRow, labels: OptionLabels, lang: Language) => TableCell;
};

/** The list's columns, in its order. */
export const EXPORT_COLUMNS: Column[] = [
  { header: 'export_reference_number', width: 18, value: (r) => r.referenceNumber },
  { header: 'export_transaction_id', width: 16, value: (r) => r.transactionId },
  { header: 'export_title', width: 40, value: (r) => r.title },
  { header: 'export_client', width: 24, value: (r) => r.clientName ?? '' },
  { header: 'export_client_email', width: 28, value: (r) => r.clientEmail },
  {
    header: 'export_type',
    width: 16,
    value: (r, l) => label(l, 'application-types', r.transactionType),
  },
  { header: 'export_status', width: 16, value: (r, l) => label(l, 'statuses', r.status) },
  { header: 'export_priority', width: 12, value: (r, l) => label(l, 'priorities', r.priority) },
  { header: 'export_assigned_to', width: 24, value: (r) => r.assigneeName ?? '' },
  { header: 'export_department', width: 20, value: (r) => r.department },
  { header: 'export_due_date', width: 12, date: 'day', value: (r) => r.dueDate },
  {
    header: 'export_tags',
    width: 24,
    value: (r, _l, lang) => tagList(r.tags, lang),
  },
  { header: 'export_created_at', width: 18, date: 'instant', value: (r) => r.createdAt },
  { header: 'export_updated_at', width: 18, date: 'instant', value: (r) => r.updatedAt },
  {
    header: 'export_sla_state',
    width: 16,
    value: (r, _l, lang) => (r.slaState ? translate(lang, `sla_state_${r.slaState}`) : ''),
  },
  { header: 'export_sla_due_at', width: 18, date: 'instant', value: (r) => r.slaDueAt },
];

export function exportColumns(lang: Language): TableColumn[] {
  return EXPORT_COLUMNS.map((c) => ({
    header: translate(lang, c.header),
    width: c.width,
    date: c.date,
  }));
}

export function exportCells(row: ExportRow, labels: OptionLabels, lang: Language): TableCell[] {
  return EXPORT_COLUMNS.map((c) => c.value(row, labels, lang));
}
