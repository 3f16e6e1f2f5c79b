import { describe, expect, it } from 'vitest';
import { makeToken } from '../test/tokens';
import { decodeJwt, isTokenExpired, isTokenValid } from './jwt';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

describe('decodeJwt', () => {
  it('reads the claims of a token, Arabic names included', () => {
    const token = makeToken(60, NOW, { user_id: 7, role: 'editor', full_name: 'سارة علي' });
    expect(decodeJwt(token)).toMatchObject({ user_id: 7, role: 'editor', full_name: 'سارة علي' });
  });
  it('returns null for anything that is not a readable token', () => {
    expect(decodeJwt(null)).toBeNull();
    expect(decodeJwt('')).toBeNull();
    expect(decodeJwt('not-a-token')).toBeNull();
    expect(decodeJwt('a.%%%.c')).toBeNull();
  });
});

describe('token expiry', () => {
  it('is valid until exp, with a small margin', () => {
    expect(isTokenValid(makeToken(600, NOW), NOW)).toBe(true);
    expect(isTokenExpired(makeToken(600, NOW), NOW)).toBe(false);
    expect(isTokenExpired(makeToken(-1, NOW), NOW)).toBe(true);
    // Within the 10 s margin counts as expired, so no request carries a dying token.
    expect(isTokenExpired(makeToken(5, NOW), NOW)).toBe(true);
    expect(isTokenExpired(makeToken(5, NOW), NOW, 0)).toBe(false);
  });
  it('treats missing, unreadable or exp-less tokens as expired', () => {
    expect(isTokenExpired(null, NOW)).toBe(true);
    expect(isTokenExpired('garbage', NOW)).toBe(true);
    const noExp = `${Buffer.from('{}').toString('base64url')}.${Buffer.from('{"role":"admin"}').toString('base64url')}.x`;
    expect(isTokenExpired(noExp, NOW)).toBe(true);
  });
});
