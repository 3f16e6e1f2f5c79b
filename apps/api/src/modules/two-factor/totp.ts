import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// Two-factor codes as RFC 6238 defines them and authenticator apps read them: HMAC-SHA-1,
// six digits, a 30-second step (otpauth's defaults, written out so a change there cannot
// change ours).
const ALGORITHM = 'SHA1';
const DIGITS = 6;
const PERIOD_SECONDS = 30;
/** Steps accepted either side of the current one: a phone's clock a little off still works. */
const WINDOW = 1;
/** 160 bits, the length RFC 4226 recommends for the shared secret. */
const SECRET_BYTES = 20;

/** A new shared secret, in base32 (what an authenticator app is given). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The code of `secret` (base32) at `timestampMs`: RFC 6238 with SHA-1. */
export function totpCode(secret: string, timestampMs: number, digits = DIGITS): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits,
    period: PERIOD_SECONDS,
    timestamp: timestampMs,
  });
}

/** The time step `timestampMs` falls in. */
export function totpStep(timestampMs: number): number {
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: timestampMs });
}

/**
 * The time step of the code, when it is the secret's code of the current step or of one
 * step either side; undefined otherwise. The caller refuses a step already used.
 */
export function matchingStep(
  secret: string,
  code: string,
  timestampMs: number,
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
    timestamp: timestampMs,
    window: WINDOW,
  });
  return delta === null ? undefined : totpStep(timestampMs) + delta;
}

/** The otpauth:// address an authenticator app reads from a QR code. */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: account,
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  }).toString();
}

/**
 * A typed code as the checks read it: Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹)
 * digits become ASCII ones, and spaces (a phone keyboard's grouping) and dashes go.
 */
export function normalizeCode(typed: string): string {
  return typed
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\s\u200e\u200f\u2068\u2069-]/g, '')
    .toLowerCase();
}

// Recovery codes: 16 characters of base32 (80 bits), shown as four groups of four.
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
export const RECOVERY_CODE_COUNT = 10;

/** A new recovery code, as the user is shown it (`abcd-efgh-ijkl-mnop`). */
export function newRecoveryCode(): string {
  const chars = [...randomBytes(16)].map((byte) => RECOVERY_ALPHABET[byte % 32]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/**
 * What is stored of a recovery code: the SHA-256 of its normalised form. A plain hash is
 * enough here, unlike for a password: the code is 80 random bits, not chosen by a person, so
 * there is no dictionary to try and guessing through the hash is as hopeless as guessing the
 * code itself; a slow hash would only slow down the sign-in.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeCode(code)).digest('hex');
}
