import { westernDigits } from './digits.js';
import { singleLineText } from './input.js';
import { PHONE_MAX_LENGTH } from './limits.js';

/** Fewest digits a phone number has (a local number without its area code has more). */
export const PHONE_MIN_DIGITS = 6;

// Digits, spaces, hyphens and brackets, with a `+` only in front: `+966 (50) 000-0000`.
const PHONE_FORM = /^\+?[0-9 ()-]+$/;

/** Whether (normalised) text is a phone number: its characters, and enough digits. */
export function isPhoneNumber(text: string): boolean {
  return PHONE_FORM.test(text) && (text.match(/[0-9]/g)?.length ?? 0) >= PHONE_MIN_DIGITS;
}

/**
 * A phone number field: single-line text, normalised (Arabic-Indic digits read as ASCII),
 * then empty or a phone number (`invalid_phone`).
 */
export function phoneNumber(max = PHONE_MAX_LENGTH) {
  return singleLineText(max)
    .transform(westernDigits)
    .refine((value) => value === '' || isPhoneNumber(value), { error: 'invalid_phone' });
}
