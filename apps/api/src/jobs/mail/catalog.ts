import {
  formatDayTime,
  type DateStyle,
  type EmailTemplateKey,
  type Language,
} from '@mutabaa/shared';
import { DOCUMENT_MAIL_TEMPLATES } from './catalog.documents.js';
import { TWO_FACTOR_MAIL_TEMPLATES } from './catalog.two-factor.js';
import { WEBHOOK_MAIL_TEMPLATES } from './catalog.webhooks.js';

/** A template's text in one language: a subject line and a plain-text body with Liquid. */
export type TemplateText = { subject: string; body: string };

/** A variable a template offers: its name and the value a preview or a test mail shows. */
type Variable = { name: string; sample: Record<Language, unknown> };

export type TemplateDefinition = {
  key: EmailTemplateKey;
  name: Record<Language, string>;
  variables: Variable[];
  defaults: Record<Language, TemplateText>;
};

const LINK = 'https://mutabaa.example/transactions/1024';
const v = (name: string, en: unknown, ar: unknown = en): Variable => ({
  name,
  sample: { en, ar },
});
const NAME = v('name', 'Sara Ahmed', 'سارة أحمد');
const EMAIL = v('email', 'sara@example.com');
const ACCOUNT_LINK = v('link', 'https://mutabaa.example/verify-email/sample-token');
const TITLE = (en: string, ar: string) => v('title', en, ar);
const MESSAGE = (en: string, ar: string) => v('message', en, ar);
const APP_LINK = v('link', LINK);
const REFERENCE = v('reference_number', 'TRX-2026-001024');
const APP_TITLE = v('application_title', 'Commercial licence renewal', 'تجديد رخصة تجارية');

/**
 * A moment as the shared formatter writes it for a sample reader: Gregorian in English, Hijri
 * with Arabic-Indic digits in Arabic, on the organisation's default wall clock.
 */
function sampleDate(iso: string): Record<Language, string> {
  const style = (
    language: Language,
    calendar: DateStyle['calendar'],
    digits: DateStyle['digits'],
  ) => ({ language, calendar, digits, timeZone: 'Asia/Riyadh' }) satisfies DateStyle;
  return {
    en: formatDayTime(iso, style('en', 'gregorian', 'latn')),
    ar: formatDayTime(iso, style('ar', 'hijri', 'arab')),
  };
}
const SAMPLE_DATE = sampleDate('2026-11-28T06:11:00Z');
/** When the notification's event happened, in the recipient's calendar and digits. */
const DATE = v('date', SAMPLE_DATE.en, SAMPLE_DATE.ar);

const HELLO_EN = 'Hello {{ name }},';
const HELLO_AR = 'مرحبًا {{ name }}،';
const PREFS_EN =
  'You can choose which notifications you receive by e-mail in your notification preferences.';
const PREFS_AR = 'يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.';

/**
 * The e-mail copy of one notification: its title as the subject, its message and when it
 * happened, its link.
 */
function notificationText(): Record<Language, TemplateText> {
  return {
    en: {
      subject: '{{ title }}',
      body: `${HELLO_EN}\n\n{{ message }}\n\nDate: {{ date }}\n\n[Open in Mutabaa]({{ link }})\n\n${PREFS_EN}`,
    },
    ar: {
      subject: '{{ title }}',
      body: `${HELLO_AR}\n\n{{ message }}\n\nالتاريخ: {{ date }}\n\n[فتح في متابعة]({{ link }})\n\n${PREFS_AR}`,
    },
  };
}

function digestText(period: 'daily' | 'weekly'): Record<Language, TemplateText> {
  const list =
    '{% for item in items %}\n- {{ item.date }} — {{ item.title }}: {{ item.message }} {{ item.link }}{% endfor %}';
  return {
    en: {
      subject: `Your ${period} notifications — Mutabaa`,
      body: `${HELLO_EN}\n\nHere are your notifications since the last summary ({{ count }}):\n${list}\n\n[View all notifications]({{ link }})\n\n${PREFS_EN}`,
    },
    ar: {
      subject: `ملخص إشعاراتك ${period === 'daily' ? 'اليومي' : 'الأسبوعي'} — متابعة`,
      body: `${HELLO_AR}\n\nإليك إشعاراتك منذ آخر ملخص ({{ count }}):\n${list}\n\n[عرض كل الإشعارات]({{ link }})\n\n${PREFS_AR}`,
    },
  };
}

const EARLIER = sampleDate('2026-11-27T13:40:00Z');
const DIGEST_ITEMS = v(
  'items',
  [
    {
      date: EARLIER.en,
      title: 'Application TRX-2026-001024 assigned to you',
      message: 'Application TRX-2026-001024 “Commercial licence renewal” has been assigned to you.',
      link: LINK,
    },
    {
      date: SAMPLE_DATE.en,
      title: 'New comment on application TRX-2026-001019',
      message: 'Omar Hassan commented on application TRX-2026-001019.',
      link: LINK,
    },
  ],
  [
    {
      date: EARLIER.ar,
      title: 'أُسند إليك الطلب TRX-2026-001024',
      message: 'أُسند إليك الطلب TRX-2026-001024 «تجديد رخصة تجارية».',
      link: LINK,
    },
    {
      date: SAMPLE_DATE.ar,
      title: 'تعليق جديد على الطلب TRX-2026-001019',
      message: 'أضاف عمر حسن تعليقًا على الطلب TRX-2026-001019.',
      link: LINK,
    },
  ],
);

/** Every mail the product sends, with its shipped text (what "Reset to default" brings back). */
export const TEMPLATE_CATALOG: readonly TemplateDefinition[] = [
  {
    key: 'verify_email',
    name: { en: 'E-mail verification', ar: 'تأكيد البريد الإلكتروني' },
    variables: [NAME, EMAIL, ACCOUNT_LINK],
    defaults: {
      en: {
        subject: 'Confirm your e-mail address — Mutabaa',
        body: `${HELLO_EN}\n\nThank you for registering with Mutabaa. Confirm your e-mail address to activate your account. The link is valid for 48 hours.\n\n[Confirm my e-mail address]({{ link }})\n\nIf you did not create an account, you can ignore this e-mail.`,
      },
      ar: {
        subject: 'تأكيد بريدك الإلكتروني — متابعة',
        body: `${HELLO_AR}\n\nشكرًا لتسجيلك في متابعة. أكّد بريدك الإلكتروني لتفعيل حسابك. الرابط صالح لمدة 48 ساعة.\n\n[تأكيد بريدي الإلكتروني]({{ link }})\n\nإذا لم تنشئ حسابًا، يمكنك تجاهل هذه الرسالة.`,
      },
    },
  },
  {
    key: 'reset_password',
    name: { en: 'Password reset', ar: 'إعادة تعيين كلمة المرور' },
    variables: [NAME, EMAIL, ACCOUNT_LINK],
    defaults: {
      en: {
        subject: 'Reset your password — Mutabaa',
        body: `${HELLO_EN}\n\nWe received a request to reset the password of your Mutabaa account. The link is valid for one hour and can be used once.\n\n[Choose a new password]({{ link }})\n\nIf you did not ask for this, you can ignore this e-mail; your password stays unchanged.`,
      },
      ar: {
        subject: 'إعادة تعيين كلمة المرور — متابعة',
        body: `${HELLO_AR}\n\nتلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في متابعة. الرابط صالح لمدة ساعة واحدة ويُستخدم مرة واحدة.\n\n[اختيار كلمة مرور جديدة]({{ link }})\n\nإذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة؛ ستبقى كلمة مرورك كما هي.`,
      },
    },
  },
  {
    key: 'invitation',
    name: { en: 'Invitation', ar: 'دعوة مستخدم' },
    variables: [NAME, EMAIL, ACCOUNT_LINK],
    defaults: {
      en: {
        subject: 'You are invited to Mutabaa',
        body: `${HELLO_EN}\n\nAn administrator created a Mutabaa account for you. Choose your password to start using it. The link is valid for 72 hours and can be used once.\n\n[Choose my password]({{ link }})\n\nIf you did not expect this invitation, you can ignore this e-mail; the account stays unused.`,
      },
      ar: {
        subject: 'دعوة للانضمام إلى متابعة',
        body: `${HELLO_AR}\n\nأنشأ لك أحد المسؤولين حسابًا في متابعة. اختر كلمة المرور لتبدأ باستخدامه. الرابط صالح لمدة 72 ساعة ويُستخدم مرة واحدة.\n\n[اختيار كلمة المرور]({{ link }})\n\nإذا لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة؛ فلن يُستخدم الحساب.`,
      },
    },
  },
  {
    key: 'account_exists',
    name: { en: 'Registration with a used address', ar: 'تسجيل ببريد مستخدم' },
    variables: [
      NAME,
      EMAIL,
      v('link', 'https://mutabaa.example/login'),
      v('reset_link', 'https://mutabaa.example/reset-password/sample-token'),
    ],
    defaults: {
      en: {
        subject: 'Someone tried to register with your e-mail address — Mutabaa',
        body: `${HELLO_EN}\n\nSomeone tried to create a new Mutabaa account with your e-mail address. You already have an account, so nothing was created and your account is unchanged.\n\n[Sign in]({{ link }})\n\n[Forgot your password? Choose a new one]({{ reset_link }})\n\nIf this was not you, you can ignore this e-mail; only someone who can read your e-mail can reset your password.`,
      },
      ar: {
        subject: 'محاولة تسجيل ببريدك الإلكتروني — متابعة',
        body: `${HELLO_AR}\n\nحاول أحدهم إنشاء حساب جديد في متابعة باستخدام بريدك الإلكتروني. لديك حساب بالفعل، لذا لم يُنشأ أي حساب ولم يتغيّر شيء في حسابك.\n\n[تسجيل الدخول]({{ link }})\n\n[نسيت كلمة المرور؟ اختر كلمة مرور جديدة]({{ reset_link }})\n\nإذا لم تكن أنت، يمكنك تجاهل هذه الرسالة؛ فلا يستطيع إعادة تعيين كلمة مرورك إلا من يقرأ بريدك الإلكتروني.`,
      },
    },
  },
  {
    key: 'notification_assignment',
    name: { en: 'Notification: application assigned', ar: 'إشعار: إسناد طلب' },
    variables: [
      NAME,
      TITLE('Application TRX-2026-001024 assigned to you', 'أُسند إليك الطلب TRX-2026-001024'),
      MESSAGE(
        'Application TRX-2026-001024 “Commercial licence renewal” has been assigned to you.',
        'أُسند إليك الطلب TRX-2026-001024 «تجديد رخصة تجارية».',
      ),
      APP_LINK,
      DATE,
    ],
    defaults: notificationText(),
  },
  {
    key: 'notification_status_change',
    name: { en: 'Notification: status changed', ar: 'إشعار: تغيّر حالة طلب' },
    variables: [
      NAME,
      TITLE('Application TRX-2026-001024: status changed', 'تغيّرت حالة الطلب TRX-2026-001024'),
      MESSAGE(
        'The status of application TRX-2026-001024 “Commercial licence renewal” is now Under review.',
        'أصبحت حالة الطلب TRX-2026-001024 «تجديد رخصة تجارية»: قيد المراجعة.',
      ),
      APP_LINK,
      DATE,
    ],
    defaults: notificationText(),
  },
  {
    key: 'notification_comment',
    name: { en: 'Notification: new comment', ar: 'إشعار: تعليق جديد' },
    variables: [
      NAME,
      TITLE('New comment on application TRX-2026-001024', 'تعليق جديد على الطلب TRX-2026-001024'),
      MESSAGE(
        'Omar Hassan commented on application TRX-2026-001024 “Commercial licence renewal”.',
        'أضاف عمر حسن تعليقًا على الطلب TRX-2026-001024 «تجديد رخصة تجارية».',
      ),
      APP_LINK,
      DATE,
    ],
    defaults: notificationText(),
  },
  {
    key: 'notification_registration',
    name: { en: 'Notification: new registration', ar: 'إشعار: تسجيل مستخدم جديد' },
    variables: [
      NAME,
      TITLE('New registration: Khalid Al-Otaibi', 'تسجيل جديد: خالد العتيبي'),
      MESSAGE(
        'Khalid Al-Otaibi (khalid@example.com) registered as a client.',
        'سجّل خالد العتيبي (khalid@example.com) عميلًا.',
      ),
      v('link', 'https://mutabaa.example/users'),
      DATE,
    ],
    defaults: notificationText(),
  },
  {
    key: 'notification_announcement',
    name: { en: 'Notification: announcement', ar: 'إشعار: إعلان' },
    variables: [
      NAME,
      TITLE('Office hours during the holiday', 'مواعيد العمل خلال العطلة'),
      MESSAGE(
        'Our offices close at 1 pm during the holiday week.',
        'تُغلق مكاتبنا الساعة الواحدة ظهرًا خلال أسبوع العطلة.',
      ),
      v('link', 'https://mutabaa.example/notifications'),
      DATE,
    ],
    defaults: notificationText(),
  },
  {
    key: 'due_soon_reminder',
    name: { en: 'Reminder: due tomorrow', ar: 'تذكير: موعد الاستحقاق غدًا' },
    variables: [
      NAME,
      TITLE('Application TRX-2026-001024 is due tomorrow', 'الطلب TRX-2026-001024 مستحق غدًا'),
      MESSAGE(
        'Application TRX-2026-001024 “Commercial licence renewal” is due on 2026-11-25.',
        'الطلب TRX-2026-001024 «تجديد رخصة تجارية» مستحق في 2026-11-25.',
      ),
      APP_LINK,
      REFERENCE,
      APP_TITLE,
      v('due_date', '2026-11-25'),
      DATE,
    ],
    defaults: notificationText(),
  },
  {
    key: 'sla_warning',
    name: { en: 'Service level: due soon', ar: 'مستوى الخدمة: يقترب الموعد' },
    variables: [
      NAME,
      TITLE(
        'Application TRX-2026-001024 is close to its promised date',
        'الطلب TRX-2026-001024 يقترب من موعده الموعود',
      ),
      MESSAGE(
        'Application TRX-2026-001024 “Commercial licence renewal” has used 80% of its working time; it is due by Tuesday, 1 December 2026 at 11:00.',
        'استهلك الطلب TRX-2026-001024 «تجديد رخصة تجارية» ‏80٪ من وقت العمل المحدد له؛ موعده الثلاثاء ٢٠ جمادى الآخرة ١٤٤٨ هـ الساعة ١١:٠٠.',
      ),
      APP_LINK,
      REFERENCE,
      APP_TITLE,
      DATE,
    ],
    defaults: notificationText(),
  },
  {
    key: 'sla_breach',
    name: { en: 'Service level: missed', ar: 'مستوى الخدمة: تجاوز الموعد' },
    variables: [
      NAME,
      TITLE(
        'Application TRX-2026-001024 has passed its promised date',
        'الطلب TRX-2026-001024 تجاوز موعده الموعود',
      ),
      MESSAGE(
        'Application TRX-2026-001024 “Commercial licence renewal” was due by Tuesday, 1 December 2026 at 11:00 and is still open.',
        'كان موعد الطلب TRX-2026-001024 «تجديد رخصة تجارية» الثلاثاء ٢٠ جمادى الآخرة ١٤٤٨ هـ الساعة ١١:٠٠، وما زال مفتوحًا.',
      ),
      APP_LINK,
      REFERENCE,
      APP_TITLE,
      DATE,
    ],
    defaults: notificationText(),
  },
  {
    key: 'overdue_reminder',
    name: { en: 'Reminder: overdue', ar: 'تذكير: طلب متأخر' },
    variables: [
      NAME,
      TITLE('Application TRX-2026-001024 is overdue', 'الطلب TRX-2026-001024 متأخر'),
      MESSAGE(
        'Application TRX-2026-001024 “Commercial licence renewal” was due on 2026-11-20.',
        'الطلب TRX-2026-001024 «تجديد رخصة تجارية» كان مستحقًا في 2026-11-20.',
      ),
      APP_LINK,
      REFERENCE,
      APP_TITLE,
      v('due_date', '2026-11-20'),
      DATE,
    ],
    defaults: notificationText(),
  },
  {
    key: 'digest_daily',
    name: { en: 'Daily digest', ar: 'الملخص اليومي' },
    variables: [
      NAME,
      v('count', 2),
      v('link', 'https://mutabaa.example/notifications'),
      DIGEST_ITEMS,
    ],
    defaults: digestText('daily'),
  },
  {
    key: 'digest_weekly',
    name: { en: 'Weekly digest', ar: 'الملخص الأسبوعي' },
    variables: [
      NAME,
      v('count', 2),
      v('link', 'https://mutabaa.example/notifications'),
      DIGEST_ITEMS,
    ],
    defaults: digestText('weekly'),
  },
  {
    key: 'import_finished',
    name: { en: 'Import finished', ar: 'اكتمال الاستيراد' },
    variables: [
      NAME,
      TITLE('Import finished: 120 applications created', 'اكتمل الاستيراد: أُنشئ 120 طلبًا'),
      MESSAGE(
        'The import of “applications-november.xlsx” finished: 120 applications were created.',
        'اكتمل استيراد «applications-november.xlsx»: أُنشئ 120 طلبًا.',
      ),
      v('link', 'https://mutabaa.example/transactions'),
      DATE,
    ],
    defaults: notificationText(),
  },
  ...DOCUMENT_MAIL_TEMPLATES,
  ...TWO_FACTOR_MAIL_TEMPLATES,
  ...WEBHOOK_MAIL_TEMPLATES,
];

const BY_KEY = new Map(TEMPLATE_CATALOG.map((d) => [d.key, d]));

export function definitionOf(key: EmailTemplateKey): TemplateDefinition {
  const definition = BY_KEY.get(key);
  if (!definition) throw new Error(`unknown mail template ${key}`);
  return definition;
}

/** The sample values of a template in `lang`: what a preview and a test mail show. */
export function sampleValues(key: EmailTemplateKey, lang: Language): Record<string, unknown> {
  return Object.fromEntries(definitionOf(key).variables.map((x) => [x.name, x.sample[lang]]));
}
