import { createHash } from 'node:crypto';
import {
  IMPORT_FIELDS,
  normalizeSearchText,
  type ImportField,
  type TImportMapping,
} from '@mutabaa/shared';
import { en, ar } from '../../i18n/messages.js';

/**
 * A header reduced to what tells fields apart: Arabic letter forms and case as in search,
 * the article ال dropped from each word, then no spaces, punctuation or digits' scripts.
 */
export function headerKey(header: string): string {
  return normalizeSearchText(header)
    .split(' ')
    .map((word) => (word.length > 3 && word.startsWith('ال') ? word.slice(2) : word))
    .join('')
    .replace(/[\s_\-.:/\\()[\]{}#*'"،؛,;]+/g, '');
}

/** Common names of each field's column in Arabic and English, besides the template's own. */
const VARIANTS: Record<ImportField, string[]> = {
  title: [
    'title',
    'subject',
    'name',
    'application title',
    'عنوان',
    'الموضوع',
    'اسم الطلب',
    'عنوان الطلب',
    'عنوان المعاملة',
  ],
  description: [
    'description',
    'details',
    'notes',
    'summary',
    'الوصف',
    'التفاصيل',
    'ملاحظات',
    'وصف الطلب',
  ],
  transaction_type: [
    'type',
    'transaction type',
    'application type',
    'category',
    'kind',
    'نوع',
    'نوع الطلب',
    'نوع المعاملة',
    'الفئة',
    'التصنيف',
  ],
  priority: ['priority', 'urgency', 'الأولوية', 'الاولويه', 'درجة الأهمية'],
  status: ['status', 'state', 'الحالة', 'حالة الطلب'],
  client_email: [
    'client email',
    'client e-mail',
    'customer email',
    'email',
    'e-mail',
    'mail',
    'البريد',
    'البريد الإلكتروني',
    'بريد العميل',
    'البريد الالكتروني',
  ],
  client_phone: [
    'client phone',
    'phone',
    'mobile',
    'telephone',
    'phone number',
    'الهاتف',
    'الجوال',
    'رقم الهاتف',
    'رقم الجوال',
    'هاتف العميل',
  ],
  assigned_to: [
    'assigned to',
    'assignee',
    'owner',
    'responsible',
    'المسند إليه',
    'مسند إلى',
    'المكلف',
    'المسؤول',
    'الموظف المسؤول',
  ],
  department: [
    'department',
    'section',
    'division',
    'unit',
    'القسم',
    'الإدارة',
    'الادارة',
    'الوحدة',
  ],
  due_date: [
    'due date',
    'due',
    'deadline',
    'due on',
    'تاريخ الاستحقاق',
    'الاستحقاق',
    'الموعد النهائي',
    'تاريخ الانتهاء',
  ],
  tags: ['tags', 'labels', 'keywords', 'الوسوم', 'الكلمات المفتاحية', 'التصنيفات'],
  external_reference_id: [
    'external reference',
    'external reference id',
    'reference',
    'ref',
    'external id',
    'المرجع',
    'المرجع الخارجي',
    'الرقم المرجعي الخارجي',
  ],
  project_id: ['project', 'project id', 'project number', 'المشروع', 'رقم المشروع'],
};

const FIELD_OF_KEY = new Map<string, ImportField>();
for (const field of IMPORT_FIELDS) {
  const names = [
    field,
    en[`import_field_${field}`],
    ar[`import_field_${field}`],
    ...VARIANTS[field],
  ];
  for (const name of names) {
    const key = headerKey(name);
    if (key && !FIELD_OF_KEY.has(key)) FIELD_OF_KEY.set(key, field);
  }
}

/** Each column's field by its header, each field for the first column that names it. */
export function suggestMapping(columns: string[]): TImportMapping {
  const mapping: TImportMapping = {};
  const taken = new Set<ImportField>();
  for (const column of columns) {
    const field = FIELD_OF_KEY.get(headerKey(column));
    if (field && !taken.has(field)) {
      mapping[column] = field;
      taken.add(field);
    } else {
      mapping[column] = null;
    }
  }
  return mapping;
}

/** The same key for the same set of headers, whatever their order, case or letter forms. */
export function headersKey(columns: string[]): string {
  const keys = columns.map(headerKey).sort();
  return createHash('sha256').update(keys.join('\u0001')).digest('hex');
}

/**
 * A remembered mapping applied to this file's columns (matched by header key, so the order may
 * differ): undefined unless it names exactly these columns.
 */
export function applyRemembered(
  columns: string[],
  remembered: Record<string, ImportField | null>,
): TImportMapping | undefined {
  const byKey = new Map(Object.entries(remembered).map(([c, f]) => [headerKey(c), f]));
  if (byKey.size !== columns.length) return undefined;
  const mapping: TImportMapping = {};
  for (const column of columns) {
    const field = byKey.get(headerKey(column));
    if (field === undefined) return undefined;
    mapping[column] = field;
  }
  return mapping;
}
