import type { CatalogueLike } from '../plural.js';

/** The texts of service levels, in English and Arabic (gathered in ../messages.ts). */
export const en = {
  sla_unknown_state: 'Choose states among running, paused, met, breached and missed.',
  invalid_time: 'Enter a time as HH:MM, for example 08:00.',
  sla_working_days_required: 'Choose at least one working day.',
  sla_days_repeated: 'Each day can be chosen once.',
  sla_day_end_before_start: 'The working day must end after it starts.',
  sla_hours_range: 'Enter a number of working hours greater than 0 and at most 8,784.',
  sla_holiday_ends_before_start: 'The last day cannot be before the first day.',
  sla_holiday_too_long: 'A holiday can last at most 366 days.',
  sla_unknown_option: 'Choose a value from the list.',
  sla_statuses_repeated: 'Each status can be chosen once.',
  sla_warn_percent_range: 'Enter a whole percentage from 1 to 100.',
  sla_policy_conflict:
    'Another active policy already applies to this type and priority. Change or deactivate it first.',
  sla_policy_deleted: 'The policy was deleted.',
  sla_policy_deactivated:
    'The policy is used by applications, so it was deactivated instead of deleted. Their clocks now follow the next matching policy.',
} as const;

export const ar: CatalogueLike<typeof en> = {
  sla_unknown_state: 'اختر الحالات من: running وpaused وmet وbreached وmissed.',
  invalid_time: 'أدخل الوقت بالصيغة س س:د د، مثل 08:00.',
  sla_working_days_required: 'اختر يوم عمل واحدًا على الأقل.',
  sla_days_repeated: 'لا يُختار اليوم أكثر من مرة.',
  sla_day_end_before_start: 'يجب أن ينتهي يوم العمل بعد بدايته.',
  sla_hours_range: 'أدخل عدد ساعات عمل أكبر من 0 ولا يتجاوز 8784.',
  sla_holiday_ends_before_start: 'لا يكون اليوم الأخير قبل اليوم الأول.',
  sla_holiday_too_long: 'لا تتجاوز العطلة 366 يومًا.',
  sla_unknown_option: 'اختر قيمة من القائمة.',
  sla_statuses_repeated: 'لا تُختار الحالة أكثر من مرة.',
  sla_warn_percent_range: 'أدخل نسبة مئوية صحيحة من 1 إلى 100.',
  sla_policy_conflict: 'توجد سياسة نشطة أخرى لهذا النوع وهذه الأولوية. عدّلها أو أوقفها أولًا.',
  sla_policy_deleted: 'حُذفت السياسة.',
  sla_policy_deactivated:
    'السياسة مستخدمة في طلبات، لذا أُوقفت بدل حذفها. تتبع مؤقتات هذه الطلبات الآن السياسة المطابقة التالية.',
};
