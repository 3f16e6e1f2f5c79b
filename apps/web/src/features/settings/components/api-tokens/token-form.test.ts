import { describe, expect, it } from 'vitest';
import { localToday, tokenRequest, ZTokenForm } from './token-form';

describe('the API token form', () => {
  it('ends a chosen day at its last moment in local time, or never', () => {
    const request = tokenRequest({ name: 'A', scopes: ['users:read'], expires_on: '2030-05-01' });
    expect(new Date(request.expires_at ?? '').getTime()).toBe(
      new Date(2030, 4, 1, 23, 59, 59, 999).getTime(),
    );
    expect(tokenRequest({ name: 'A', scopes: ['users:read'], expires_on: '' }).expires_at).toBe(
      null,
    );
  });

  it('writes today as a day of the local calendar', () => {
    expect(localToday(new Date(2026, 0, 9, 23, 30))).toBe('2026-01-09');
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
