/** The digits of the scripts people type codes in: Arabic-Indic and Extended (Persian). */
const DIGIT_ZEROS = [0x0660, 0x06f0];

/**
 * A code as the API reads it: Arabic-Indic digits turned into Latin ones, spaces and dashes
 * dropped. The API normalises too; this lets the form say "six digits" before sending.
 */
export function normaliseCode(text: string): string {
  let out = '';
  for (const char of text) {
    const point = char.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => point >= z && point <= z + 9);
    if (zero !== undefined) out += String(point - zero);
    else if (!/[\s\u00a0-]/.test(char)) out += char;
  }
  return out;
}

/** Whether `text` is an authenticator app's six-digit code, in any of those scripts. */
export function isSixDigitCode(text: string): boolean {
  return /^\d{6}$/.test(normaliseCode(text));
}

/**
 * What a code field sends: the app's six digits in Latin digits; where a recovery code is
 * accepted too, anything longer as typed (its letters and dashes are the API's to read).
 * Undefined when it is neither, and the field says so.
 */
export function codeToSend(text: string, recoveryAllowed = false): string | undefined {
  const trimmed = text.trim();
  if (isSixDigitCode(trimmed)) return normaliseCode(trimmed);
  if (recoveryAllowed && normaliseCode(trimmed).length > 6) return trimmed;
  return undefined;
}

/** The base32 secret in groups of four, easier to read out and type into an app. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The text of the recovery codes' file: a heading line, then one code a line. */
export function recoveryCodesFile(heading: string, codes: readonly string[]): string {
  return [heading, '', ...codes, ''].join('\n');
}
