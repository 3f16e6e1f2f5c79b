import { describe, expect, it } from 'vitest';
import { todayIn, tokenRequest, ZTokenForm } from './token-form';

describe('the API token form', () => {
  it("ends a chosen day at its last moment on the organisation's clock, or never", () => {
    const values = { name: 'A', scopes: ['users:read' as const], expires_on: '2030-05-01' };
    expect(tokenRequest(values, 'Asia/Riyadh').expires_at).toBe('2030-05-01T20:59:59.999Z');
    expect(tokenRequest(values, 'UTC').expires_at).toBe('2030-05-01T23:59:59.999Z');
    expect(tokenRequest({ ...values, expires_on: '' }, 'Asia/Riyadh').expires_at).toBe(null);
  });

  it("writes today as the organisation's day", () => {
    expect(todayIn('Asia/Riyadh', new Date('2026-01-09T22:30:00Z'))).toBe('2026-01-10');
    expect(todayIn('UTC', new Date('2026-01-09T22:30:00Z'))).toBe('2026-01-09');
  });

  it('refuses no scope and an empty name with the shared messages', () => {
    const result = ZTokenForm.safeParse({ name: ' ', scopes: [], expires_on: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['name', 'required'],
        ['scopes', 'scopes_required'],
      ]),
    );
  });
});
