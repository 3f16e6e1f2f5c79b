import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/factories.js';
import { apiTokensSetup } from './api-tokens.fixtures.js';

const { t, call, createToken } = apiTokensSetup({ apiTokenRateLimit: 3 });

describe('the rate limit of API tokens', () => {
  it('counts each token apart and answers a localised 429 beyond the limit', async () => {
    const editor = await signInAs(t.app, 'editor');
    const first = await createToken(editor, { name: 'First' });
    const second = await createToken(editor, { name: 'Second' });
    for (let i = 0; i < 3; i += 1) {
      expect((await call('GET', '/api/transactions/', first.token)).statusCode).toBe(200);
    }
    const limited = await call('GET', '/api/transactions/', first.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    const arabic = await call('GET', '/api/transactions/', first.token, undefined, 'ar');
    expect(arabic.statusCode).toBe(429);
    expect(arabic.json<{ detail: string }>().detail).toMatch(/[\u0600-\u06ff]/);
    // Another token of the same owner, and the owner's session, are not counted with it.
    expect((await call('GET', '/api/transactions/', second.token)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      expect((await call('GET', '/api/transactions/', editor)).statusCode).toBe(200);
    }
  });
});
