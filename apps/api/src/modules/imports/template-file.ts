import { IMPORT_FIELDS, type ImportField, type Language } from '@mutabaa/shared';
import ExcelJS from 'exceljs';
import type { Executor } from '../../db/client.js';
import type { OptionRow } from '../../db/schema/index.js';
import { translate } from '../../i18n/translate.js';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '../../lib/content-types.js';
import { CSV_BOM, csvLine } from '../../lib/spreadsheet/csv.js';
import { fieldRules } from '../applications/index.js';
import { allOptions } from '../form-config/index.js';
import { departmentsInUse } from './imports.repository.js';

/** Rows of the template that carry the drop-down lists. */
const LIST_ROWS = 2000;

export type TemplateFile = {
  contentType: string;
  fileName: string;
  localName: string;
  body: Buffer;
};

/** The fields a template offers: those the form has enabled (the status always). */
async function templateFields(db: Executor): Promise<{ field: ImportField; required: boolean }[]> {
  const rules = await fieldRules(db);
  const fields: { field: ImportField; required: boolean }[] = [];
  for (const field of IMPORT_FIELDS) {
    if (field === 'status') {
      fields.push({ field, required: false });
      continue;
    }
    const rule = rules.get(field);
    // The client is named by their e-mail: that column is as required as the client is.
    const client = field === 'client_email' ? rules.get('client') : undefined;
    if (rule?.enabled === false && !client?.enabled) continue;
    fields.push({ field, required: Boolean(rule?.required || client?.required) });
  }
  return fields;
}

const labelOf = (option: OptionRow, lang: Language) =>
  (lang === 'ar' ? option.labelAr : option.labelEn) || option.value;

/**
 * The import template: one header per enabled field in the caller's language (required ones
 * marked *), an example row, and (Excel) drop-down lists of the active types, priorities,
 * starting statuses and departments in use, kept on a second sheet.
 */
export async function templateFile(
  db: Executor,
  format: 'xlsx' | 'csv',
  lang: Language,
): Promise<TemplateFile> {
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  const fields = await templateFields(db);
  const options = (await allOptions(db)).filter((o) => o.isActive);
  const lists: Partial<Record<ImportField, string[]>> = {
    transaction_type: options
      .filter((o) => o.list === 'application-types')
      .map((o) => labelOf(o, lang)),
    priority: options.filter((o) => o.list === 'priorities').map((o) => labelOf(o, lang)),
    status: options
      .filter((o) => o.list === 'statuses' && (o.value === 'draft' || o.value === 'submitted'))
      .map((o) => labelOf(o, lang)),
    department: (await departmentsInUse(db)).slice(0, 500),
  };
  const headers = fields.map(
    ({ field, required }) => `${t(`import_field_${field}`)}${required ? ' *' : ''}`,
  );
  const example: Record<ImportField, string> = {
    title: t('import_example_title'),
    description: t('import_example_description'),
    transaction_type: lists.transaction_type?.[0] ?? '',
    priority: lists.priority?.[0] ?? '',
    status: lists.status?.[0] ?? '',
    client_email: 'client@example.com',
    client_phone: '+966500000000',
    assigned_to: '',
    department: lists.department?.[0] ?? '',
    due_date: '2026-12-31',
    tags: t('import_example_tags'),
    external_reference_id: 'REF-2026-0001',
    project_id: '',
  };
  const exampleRow = fields.map(({ field }) => example[field]);
  const base = t('import_template_file_name');
  const names = { fileName: `import-template.${format}`, localName: `${base}.${format}` };

  if (format === 'csv') {
    const body = Buffer.from(CSV_BOM + csvLine(headers) + csvLine(exampleRow));
    return { ...names, contentType: CSV_CONTENT_TYPE, body };
  }
  const workbook = new ExcelJS.Workbook();
  const rtl = lang === 'ar';
  const sheet = workbook.addWorksheet(t('import_template_sheet_name'), {
    views: [{ rightToLeft: rtl, state: 'frozen', ySplit: 1 }],
  });
  const listSheet = workbook.addWorksheet(t('import_template_lists_sheet'), {
    views: [{ rightToLeft: rtl }],
  });
  sheet.addRow(headers).font = { bold: true };
  sheet.addRow(exampleRow);
  fields.forEach(({ field }, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.max(14, headers[i]!.length + 4);
    column.numFmt = '@';
    const values = lists[field];
    if (!values?.length) return;
    const listColumn = listSheet.getColumn(listSheet.actualColumnCount + 1);
    listColumn.values = [headers[i]!, ...values];
    listColumn.width = 24;
    const letter = listColumn.letter;
    for (let row = 2; row <= LIST_ROWS; row += 1) {
      sheet.getCell(row, i + 1).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`'${listSheet.name}'!$${letter}$2:$${letter}$${values.length + 1}`],
        showErrorMessage: false,
      };
    }
  });
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { ...names, contentType: XLSX_CONTENT_TYPE, body };
}
