import type { CatalogueLike } from '../plural.js';

/** The texts of official documents, in English and Arabic (gathered in ../messages.ts). */
export const en = {
  document_not_found:
    'No document has this verification code. Check the code printed under the QR code, or ask the organisation that issued it.',
  document_draft: 'A draft has no documents. Submit the application first.',
  document_no_decision_template:
    'No decision letter is set for the status “{status}”. An admin can add one in the document templates.',
  document_not_completed: 'A certificate is issued when the application is completed.',
  document_already_withdrawn: 'This document was already withdrawn.',
  document_file_missing: 'The document’s file could not be read. Try again later.',
  document_issued: 'The document was issued.',
  document_withdrawn: 'The document was withdrawn.',
  document_status_only_decision: 'Only a decision letter names a status.',
  document_template_exists:
    'A template for this kind, type and status already exists. Edit that one instead.',
  document_template_required:
    'The receipt’s and the certificate’s templates for all types cannot be deleted. Edit them instead.',
  document_template_not_shipped: 'This template has no shipped text to bring back.',
  document_template_saved: 'The template was saved.',
  document_template_deleted: 'The template was deleted.',
  document_template_reset: 'The shipped text was brought back.',
} as const;

export const ar: CatalogueLike<typeof en> = {
  document_not_found:
    'لا يوجد مستند بهذا الرمز. تحقق من الرمز المطبوع تحت رمز الاستجابة السريعة، أو راجع الجهة التي أصدرته.',
  document_draft: 'لا مستندات للمسودة. قدّم الطلب أولًا.',
  document_no_decision_template:
    'لا يوجد خطاب قرار للحالة «{status}». يمكن للمشرف إضافته من قوالب المستندات.',
  document_not_completed: 'تصدر الشهادة عند إنجاز الطلب.',
  document_already_withdrawn: 'سُحب هذا المستند من قبل.',
  document_file_missing: 'تعذرت قراءة ملف المستند. حاول مرة أخرى لاحقًا.',
  document_issued: 'صدر المستند.',
  document_withdrawn: 'سُحب المستند.',
  document_status_only_decision: 'لا يحدد الحالةَ إلا خطابُ القرار.',
  document_template_exists: 'يوجد قالب لهذا النوع والحالة من قبل. عدّله بدلًا من ذلك.',
  document_template_required:
    'لا يمكن حذف قالبي الإيصال والشهادة العامين لكل الأنواع. عدّلهما بدلًا من ذلك.',
  document_template_not_shipped: 'ليس لهذا القالب نص أصلي يُستعاد.',
  document_template_saved: 'حُفظ القالب.',
  document_template_deleted: 'حُذف القالب.',
  document_template_reset: 'استُعيد النص الأصلي.',
};
