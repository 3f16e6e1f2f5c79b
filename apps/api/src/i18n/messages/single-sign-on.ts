import type { CatalogueLike } from '../plural.js';

/** The texts of single sign-on, in English and Arabic (gathered in ../messages.ts). */
export const en = {
  password_login_disabled:
    'Password sign-in is turned off for this account. Use the single sign-on button on the sign-in page.',
  sso_code_invalid: 'This sign-in has expired or was already used. Sign in again.',
} as const;

export const ar: CatalogueLike<typeof en> = {
  password_login_disabled:
    'تسجيل الدخول بكلمة المرور موقوف لهذا الحساب. استخدم زر الدخول الموحّد في صفحة تسجيل الدخول.',
  sso_code_invalid: 'انتهت صلاحية تسجيل الدخول هذا أو استُخدم من قبل. سجّل الدخول مجددًا.',
};
