import { counted, type CatalogueLike } from '../plural.js';

/** The texts of webhooks, in English and Arabic (gathered in ../messages.ts). */
export const en = {
  webhook_url_invalid:
    'Enter a web address starting with https://, without a user name or password.',
  webhook_url_https_required: 'The address must start with https://.',
  webhook_events_required: 'Choose at least one event.',
  webhook_event_unknown: 'Choose events from the list.',
  webhook_events_repeated: 'Each event can be chosen once.',
  webhook_disabled_title: 'A webhook was turned off',
  webhook_disabled_message: counted('days', {
    one: 'The webhook to {url} failed every delivery for {days} day and was turned off. Check the receiver, then turn it on again in the webhooks settings.',
    other:
      'The webhook to {url} failed every delivery for {days} days and was turned off. Check the receiver, then turn it on again in the webhooks settings.',
  }),
} as const;

export const ar: CatalogueLike<typeof en> = {
  webhook_url_invalid: 'أدخل عنوان ويب يبدأ بـ https:// دون اسم مستخدم أو كلمة مرور.',
  webhook_url_https_required: 'يجب أن يبدأ العنوان بـ https://.',
  webhook_events_required: 'اختر حدثًا واحدًا على الأقل.',
  webhook_event_unknown: 'اختر الأحداث من القائمة.',
  webhook_events_repeated: 'لا يُختار الحدث أكثر من مرة.',
  webhook_disabled_title: 'أُوقف أحد خطافات الويب',
  webhook_disabled_message: counted('days', {
    zero: 'فشلت كل عمليات التسليم إلى خطاف الويب {url}، فأُوقف. تحقّق من الجهة المستقبِلة ثم فعّله مجددًا من إعدادات خطافات الويب.',
    one: 'فشلت كل عمليات التسليم إلى خطاف الويب {url} مدة يوم واحد، فأُوقف. تحقّق من الجهة المستقبِلة ثم فعّله مجددًا من إعدادات خطافات الويب.',
    two: 'فشلت كل عمليات التسليم إلى خطاف الويب {url} مدة يومين، فأُوقف. تحقّق من الجهة المستقبِلة ثم فعّله مجددًا من إعدادات خطافات الويب.',
    few: 'فشلت كل عمليات التسليم إلى خطاف الويب {url} مدة {days} أيام، فأُوقف. تحقّق من الجهة المستقبِلة ثم فعّله مجددًا من إعدادات خطافات الويب.',
    many: 'فشلت كل عمليات التسليم إلى خطاف الويب {url} مدة {days} يومًا، فأُوقف. تحقّق من الجهة المستقبِلة ثم فعّله مجددًا من إعدادات خطافات الويب.',
    other:
      'فشلت كل عمليات التسليم إلى خطاف الويب {url} مدة {days} يوم، فأُوقف. تحقّق من الجهة المستقبِلة ثم فعّله مجددًا من إعدادات خطافات الويب.',
  }),
};
