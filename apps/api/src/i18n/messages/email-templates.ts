import type { CatalogueLike } from '../plural.js';

/** The texts of the e-mail templates screen, in English and Arabic (gathered in ../messages.ts). */
export const en = {
  template_unknown_variable: 'Unknown variable “{name}”. This template offers: {list}.',
  template_syntax_error: 'The template cannot be read: {reason}',
  template_too_costly:
    'This template takes too long to render (over {ms} ms) or makes too long a mail: use fewer or shorter loops and filters.',
  template_version_not_found: 'This template has no version {version}.',
  template_test_sent: 'A test e-mail was sent to {email}.',
  template_saved: 'Template saved.',
  template_restored: 'Version {version} restored as the current text.',
  template_reset: 'The template is back to the default text.',
} as const;

export const ar: CatalogueLike<typeof en> = {
  template_unknown_variable: 'متغيّر غير معروف «{name}». يتيح هذا القالب: {list}.',
  template_syntax_error: 'تعذّرت قراءة القالب: {reason}',
  template_too_costly:
    'يستغرق عرض هذا القالب وقتًا طويلًا (أكثر من {ms} ملّي ثانية) أو ينتج رسالة طويلة جدًا: قلّل الحلقات والمرشّحات أو اختصرها.',
  template_version_not_found: 'لا توجد للقالب نسخة رقم {version}.',
  template_test_sent: 'أُرسلت رسالة تجريبية إلى {email}.',
  template_saved: 'حُفظ القالب.',
  template_restored: 'استُعيدت النسخة {version} نصًّا حاليًّا.',
  template_reset: 'عاد القالب إلى النص الافتراضي.',
};
