import type { Language } from '@mutabaa/shared';

const v = (name: string, en: unknown, ar: unknown = en) => ({ name, sample: { en, ar } });
const NAME = v('name', 'Sara Ahmed', 'سارة أحمد');
const EMAIL = v('email', 'sara@example.com');
const SETTINGS_LINK = v('link', 'https://mutabaa.example/settings');

const HELLO_EN = 'Hello {{ name }},';
const HELLO_AR = 'مرحبًا {{ name }}،';
const NOT_YOU_EN =
  'If this was not you, change your password now and tell your administrator.\n\n[Open your settings]({{ link }})';
const NOT_YOU_AR =
  'إذا لم تكن أنت، غيّر كلمة مرورك الآن وأبلغ المسؤول.\n\n[فتح إعداداتك]({{ link }})';

type Text = Record<Language, { subject: string; body: string }>;

/**
 * The mails of two-factor sign-in (catalog.ts lists them with the others), each to the account's
 * owner: it was turned on; it was turned off, by them or by an administrator's reset; a recovery
 * code was used to sign in.
 */
export const TWO_FACTOR_MAIL_TEMPLATES = [
  {
    key: 'two_factor_enabled' as const,
    name: { en: 'Two-factor sign-in turned on', ar: 'تفعيل التحقق بخطوتين' },
    variables: [NAME, EMAIL, SETTINGS_LINK],
    defaults: {
      en: {
        subject: 'Two-factor sign-in is on — Mutabaa',
        body: `${HELLO_EN}\n\nTwo-factor sign-in is now on for your Mutabaa account ({{ email }}): each sign-in asks for a code from your authenticator app. Keep your recovery codes somewhere safe.\n\n${NOT_YOU_EN}`,
      },
      ar: {
        subject: 'تم تفعيل التحقق بخطوتين — متابعة',
        body: `${HELLO_AR}\n\nأصبح التحقق بخطوتين مفعّلًا لحسابك في متابعة ({{ email }}): يُطلب عند كل تسجيل دخول رمز من تطبيق المصادقة. احفظ رموز الاسترداد في مكان آمن.\n\n${NOT_YOU_AR}`,
      },
    } satisfies Text,
  },
  {
    key: 'two_factor_disabled' as const,
    name: { en: 'Two-factor sign-in turned off', ar: 'إيقاف التحقق بخطوتين' },
    variables: [NAME, EMAIL, SETTINGS_LINK],
    defaults: {
      en: {
        subject: 'Two-factor sign-in is off — Mutabaa',
        body: `${HELLO_EN}\n\nTwo-factor sign-in was turned off for your Mutabaa account ({{ email }}), by you or by an administrator. Your password alone now signs you in; you can turn it on again in your settings.\n\n${NOT_YOU_EN}`,
      },
      ar: {
        subject: 'تم إيقاف التحقق بخطوتين — متابعة',
        body: `${HELLO_AR}\n\nأُوقف التحقق بخطوتين لحسابك في متابعة ({{ email }})، منك أو من أحد المسؤولين. تكفي كلمة المرور الآن لتسجيل دخولك، ويمكنك تفعيله مجددًا من إعداداتك.\n\n${NOT_YOU_AR}`,
      },
    } satisfies Text,
  },
  {
    key: 'two_factor_recovery_code_used' as const,
    name: { en: 'Recovery code used', ar: 'استخدام رمز استرداد' },
    variables: [NAME, EMAIL, v('remaining', 9), SETTINGS_LINK],
    defaults: {
      en: {
        subject: 'A recovery code was used to sign in — Mutabaa',
        body: `${HELLO_EN}\n\nA recovery code was just used to sign in to your Mutabaa account ({{ email }}). It cannot be used again; {{ remaining }} unused codes are left. You can issue a new set in your settings.\n\n${NOT_YOU_EN}`,
      },
      ar: {
        subject: 'استُخدم رمز استرداد لتسجيل الدخول — متابعة',
        body: `${HELLO_AR}\n\nاستُخدم للتو رمز استرداد لتسجيل الدخول إلى حسابك في متابعة ({{ email }}). لا يمكن استخدامه مرة أخرى، وبقي من الرموز غير المستخدمة: {{ remaining }}. يمكنك إصدار مجموعة جديدة من إعداداتك.\n\n${NOT_YOU_AR}`,
      },
    } satisfies Text,
  },
];
