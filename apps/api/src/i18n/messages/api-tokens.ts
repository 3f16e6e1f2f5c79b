import type { CatalogueLike } from '../plural.js';

/** The texts of API tokens, in English and Arabic (gathered in ../messages.ts). */
export const en = {
  api_token_invalid: 'This API token is not valid: it is unknown, expired or revoked.',
  insufficient_scope: 'This API token does not have the scope {scope} that this request needs.',
  token_not_allowed:
    'API tokens cannot be used for this request. Sign in to Mutabaa to do it yourself.',
  invalid_scope:
    'Choose scopes among applications:read, applications:write, comments:write, attachments:read, attachments:write, users:read and reports:read.',
  scopes_required: 'Choose at least one scope.',
  scopes_repeated: 'Each scope can be chosen once.',
  expiry_in_past: 'Choose an expiry in the future, or none.',
} as const;

export const ar: CatalogueLike<typeof en> = {
  api_token_invalid: 'رمز API هذا غير صالح: غير معروف أو منتهي الصلاحية أو مُبطَل.',
  insufficient_scope: 'ليس لرمز API هذا النطاق {scope} الذي يحتاجه هذا الطلب.',
  token_not_allowed: 'لا يمكن استخدام رموز API لهذا الطلب. سجّل الدخول إلى متابعة لتنفيذه بنفسك.',
  invalid_scope:
    'اختر النطاقات من: applications:read وapplications:write وcomments:write وattachments:read وattachments:write وusers:read وreports:read.',
  scopes_required: 'اختر نطاقًا واحدًا على الأقل.',
  scopes_repeated: 'لا يُختار النطاق أكثر من مرة.',
  expiry_in_past: 'اختر تاريخ انتهاء في المستقبل، أو بلا انتهاء.',
} as const;
