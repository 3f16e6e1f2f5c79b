import { counted, type CatalogueLike } from '../plural.js';

/** The texts of the audit log, in English and Arabic (gathered in ../messages.ts). */
export const en = {
  audit_export_file_name: 'audit-log',
  audit_export_sheet_name: 'Audit log',
  audit_col_id: 'Entry',
  audit_col_time: 'Time',
  audit_col_actor: 'Actor',
  audit_col_actor_email: 'Actor e-mail',
  audit_col_via_token: 'Via API token',
  audit_col_action: 'Action',
  audit_col_entity_type: 'Record type',
  audit_col_entity_id: 'Record',
  audit_col_changes: 'Changes (before → after)',
  audit_col_ip: 'Address',
  audit_col_user_agent: 'User agent',
  audit_chain_ok: counted('count', {
    one: 'Integrity verified: {count} entry checked; it was not altered, removed or inserted out of order.',
    other:
      'Integrity verified: {count} entries checked; none was altered, removed or inserted out of order.',
  }),
  audit_chain_broken:
    'The chain breaks at entry #{id}: that entry was altered, or an entry before it was removed or inserted out of order.',
  audit_chain_tail_missing: counted('head', {
    one: 'Entries are missing from the end of the log: it ends at position {last}, but {head} entry was recorded.',
    other:
      'Entries are missing from the end of the log: it ends at position {last}, but {head} entries were recorded.',
  }),
} as const;

export const ar: CatalogueLike<typeof en> = {
  audit_export_file_name: 'سجل-التدقيق',
  audit_export_sheet_name: 'سجل التدقيق',
  audit_col_id: 'القيد',
  audit_col_time: 'الوقت',
  audit_col_actor: 'المنفّذ',
  audit_col_actor_email: 'بريد المنفّذ',
  audit_col_via_token: 'عبر رمز API',
  audit_col_action: 'الإجراء',
  audit_col_entity_type: 'نوع العنصر',
  audit_col_entity_id: 'العنصر',
  audit_col_changes: 'التغييرات (قبل ← بعد)',
  audit_col_ip: 'العنوان',
  audit_col_user_agent: 'المتصفح',
  audit_chain_ok: counted('count', {
    zero: 'تم التحقق من السلامة: لا قيود في السجل بعد.',
    one: 'تم التحقق من السلامة: فُحص قيد واحد، ولم يُعدَّل أو يُحذف أو يُدرج في غير ترتيبه.',
    two: 'تم التحقق من السلامة: فُحص قيدان، ولم يُعدَّل أيٌّ منهما أو يُحذف أو يُدرج في غير ترتيبه.',
    few: 'تم التحقق من السلامة: فُحصت {count} قيود، ولم يُعدَّل أيٌّ منها أو يُحذف أو يُدرج في غير ترتيبه.',
    many: 'تم التحقق من السلامة: فُحص {count} قيدًا، ولم يُعدَّل أيٌّ منها أو يُحذف أو يُدرج في غير ترتيبه.',
    other: 'تم التحقق من السلامة: فُحص {count} قيد، ولم يُعدَّل أيٌّ منها أو يُحذف أو يُدرج في غير ترتيبه.',
  }),
  audit_chain_broken:
    'تنقطع السلسلة عند القيد رقم {id}: عُدِّل هذا القيد، أو حُذف قيد قبله أو أُدرج في غير ترتيبه.',
  audit_chain_tail_missing: counted('head', {
    zero: 'قيود مفقودة من آخر السجل: ينتهي عند الموضع {last}، بينما لم يُسجَّل أي قيد.',
    one: 'قيود مفقودة من آخر السجل: ينتهي عند الموضع {last}، بينما سُجِّل قيد واحد.',
    two: 'قيود مفقودة من آخر السجل: ينتهي عند الموضع {last}، بينما سُجِّل قيدان.',
    few: 'قيود مفقودة من آخر السجل: ينتهي عند الموضع {last}، بينما سُجِّلت {head} قيود.',
    many: 'قيود مفقودة من آخر السجل: ينتهي عند الموضع {last}، بينما سُجِّل {head} قيدًا.',
    other: 'قيود مفقودة من آخر السجل: ينتهي عند الموضع {last}، بينما سُجِّل {head} قيد.',
  }),
};
