import type { CatalogueLike } from '../plural.js';

/** The texts of two-factor sign-in, in English and Arabic (gathered in ../messages.ts). */
export const en = {
  invalid_role: 'Choose roles among admin, editor and client.',
  invalid_roles: 'Choose a list of roles.',
  roles_repeated: 'Each role can be chosen once.',
  two_factor_own_role_required:
    'You cannot require two-factor sign-in for your own role while your account does not use it. Turn it on in your profile settings first.',
  mfa_code_invalid:
    'This code is not right, or was already used. Enter the current code from your authenticator app.',
  recovery_code_invalid: 'This recovery code is not right, or was already used.',
  mfa_token_invalid: 'This sign-in step has expired or ended. Sign in again with your password.',
  two_factor_already_enabled: 'Two-factor sign-in is already on for this account.',
  two_factor_not_enabled: 'Two-factor sign-in is not on for this account.',
  two_factor_setup_missing:
    'Start the set-up first: ask for a new secret, add it to your authenticator app, then enter its code.',
  two_factor_reset_self:
    'You cannot reset your own two-factor sign-in. Turn it off in your profile settings instead.',
  two_factor_secret_unreadable:
    'The two-factor secret of this account cannot be read with the server’s current key. An administrator must reset two-factor sign-in for it.',
  invalid_password: 'The password is not right.',
  two_factor_disabled: 'Two-factor sign-in is off.',
  two_factor_reset_done:
    'Two-factor sign-in is off for this user. They were signed out everywhere and told by e-mail.',
} as const;

export const ar: CatalogueLike<typeof en> = {
  invalid_role: 'اختر الأدوار من: مسؤول ومحرر وعميل.',
  invalid_roles: 'اختر قائمة من الأدوار.',
  roles_repeated: 'لا يُختار الدور أكثر من مرة.',
  two_factor_own_role_required:
    'لا يمكنك فرض التحقق بخطوتين على دورك ما دام حسابك لا يستخدمه. فعّله أولًا من إعدادات ملفك الشخصي.',
  mfa_code_invalid: 'هذا الرمز غير صحيح أو استُخدم من قبل. أدخل الرمز الحالي من تطبيق المصادقة.',
  recovery_code_invalid: 'رمز الاسترداد هذا غير صحيح أو استُخدم من قبل.',
  mfa_token_invalid: 'انتهت صلاحية خطوة تسجيل الدخول هذه. سجّل الدخول مجددًا بكلمة المرور.',
  two_factor_already_enabled: 'التحقق بخطوتين مفعّل بالفعل لهذا الحساب.',
  two_factor_not_enabled: 'التحقق بخطوتين غير مفعّل لهذا الحساب.',
  two_factor_setup_missing:
    'ابدأ الإعداد أولًا: اطلب مفتاحًا جديدًا، وأضفه إلى تطبيق المصادقة، ثم أدخل رمزه.',
  two_factor_reset_self:
    'لا يمكنك إعادة تعيين التحقق بخطوتين لحسابك. أوقفه من إعدادات ملفك الشخصي بدلًا من ذلك.',
  two_factor_secret_unreadable:
    'تتعذّر قراءة مفتاح التحقق بخطوتين لهذا الحساب بمفتاح الخادم الحالي. يجب أن يعيد المسؤول تعيين التحقق بخطوتين له.',
  invalid_password: 'كلمة المرور غير صحيحة.',
  two_factor_disabled: 'أُوقف التحقق بخطوتين.',
  two_factor_reset_done:
    'أُوقف التحقق بخطوتين لهذا المستخدم، وسُجّل خروجه من كل الأجهزة، وأُبلغ بالبريد الإلكتروني.',
};
