import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  hashRecoveryCode,
  matchingStep,
  newRecoveryCode,
  newTotpSecret,
  normalizeCode,
  otpauthUrl,
  totpCode,
  totpStep,
} from './totp.js';

// RFC 6238, Appendix B: the SHA-1 rows (the seed is the ASCII "12345678901234567890").
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('totpCode', () => {
  it('gives the SHA-1 test vectors of RFC 6238 (eight digits)', () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(totpCode(RFC_SECRET, seconds * 1000, 8), String(seconds)).toBe(code);
    }
  });

  it('gives six digits by default: the same value, of six digits', () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
    }
  });
});

describe('matchingStep', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 11, 2, 12, 0, 10);
  const step = totpStep(now);

  it('accepts the current step and one either side, naming the step', () => {
    expect(matchingStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchingStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
  });

  it('refuses two steps away, other secrets and what is not six digits', () => {
    expect(matchingStep(secret, totpCode(secret, now - 60_000), now)).toBeUndefined();
    expect(matchingStep(secret, totpCode(secret, now + 60_000), now)).toBeUndefined();
    expect(matchingStep(newTotpSecret(), totpCode(secret, now), now)).toBeUndefined();
    expect(matchingStep(secret, '12345', now)).toBeUndefined();
    expect(matchingStep(secret, 'abcdef', now)).toBeUndefined();
  });
});

describe('normalizeCode', () => {
  it('reads Arabic-Indic and Eastern Arabic-Indic digits, and drops spaces', () => {
    expect(normalizeCode('١٢٣ ٤٥٦')).toBe('123456');
    expect(normalizeCode('۱۲۳۴۵۶')).toBe('123456');
    expect(normalizeCode(' 123\u00a0456 ')).toBe('123456');
  });

  it('reads a recovery code whatever its case and grouping', () => {
    expect(normalizeCode('ABCD-EFGH ijkl-mnop')).toBe('abcdefghijklmnop');
  });
});

describe('recovery codes', () => {
  it('are 16 base32 characters in four groups, and hash alike however typed', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect(hashRecoveryCode(code.toUpperCase().replace(/-/g, ' '))).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(code)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('otpauthUrl', () => {
  it('names the issuer, account and secret', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'sara@example.test', 'Mutabaa'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(url.searchParams.get('issuer')).toBe('Mutabaa');
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(url.pathname)).toContain('sara@example.test');
  });
});
