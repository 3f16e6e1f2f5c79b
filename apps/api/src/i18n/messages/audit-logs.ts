/** The texts of the audit log, in English and Arabic (gathered in ../messages.ts). */
export const en = {
  audit_export_file_name: 'audit-log',
  audit_export_sheet_name: 'Audit log',
  audit_col_id: 'Entry',
  audit_col_time: 'Time',
  audit_col_actor: 'Actor',
  audit_col_actor_email: 'Actor e-mail',
  audit_col_action: 'Action',
  audit_col_entity_type: 'Record type',
  audit_col_entity_id: 'Record',
  audit_col_changes: 'Changes (before → after)',
  audit_col_ip: 'Address',
  audit_col_user_agent: 'User agent',
  audit_chain_ok:
    'Integrity verified: {count} entries checked; none was altered, removed or inserted out of order.',
  audit_chain_broken:
    'The chain breaks at entry #{id}: that entry was altered, or an entry before it was removed or inserted out of order.',
  audit_chain_tail_missing:
    'Entries are missing from the end of the log: it ends at position {last}, but {head} entries were recorded.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  audit_export_file_name: 'سجل-التدقيق',
  audit_export_sheet_name: 'سجل التدقيق',
  audit_col_id: 'القيد',
  audit_col_time: 'الوقت',
  audit_col_actor: 'المنفّذ',
  audit_col_actor_email: 'بريد المنفّذ',
  audit_col_action: 'الإجراء',
  audit_col_entity_type: 'نوع العنصر',
  audit_col_entity_id: 'العنصر',
  audit_col_changes: 'التغييرات (قبل ← بعد)',
  audit_col_ip: 'العنوان',
  audit_col_user_agent: 'المتصفح',
  audit_chain_ok:
    'تم التحقق من السلامة: عدد القيود المفحوصة {count}، ولم يُعدَّل أيٌّ منها أو يُحذف أو يُدرج في غير ترتيبه.',
  audit_chain_broken:
    'تنقطع السلسلة عند القيد رقم {id}: عُدِّل هذا القيد، أو حُذف قيد قبله أو أُدرج في غير ترتيبه.',
  audit_chain_tail_missing:
    'قيود مفقودة من آخر السجل: ينتهي عند الموضع {last}، بينما عدد القيود المسجّلة {head}.',
};
