import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createUser, TEST_PASSWORD } from '../test/factories.js';
import { mailCount, waitForMail } from '../test/mail.js';

let t: TestApp;
const IP_MAX = 25;
beforeAll(async () => {
  t = await createTestApp({ rateLimitIpMax: IP_MAX });
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string, ip: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password },
    remoteAddress: ip,
    headers: { 'accept-language': lang },
  });

describe('failed sign-ins per address', () => {
  it('allows 10 failures in the window, then refuses with 429 and Retry-After', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 10; i += 1) {
      expect((await login(user.email, 'wrong-password', '10.0.0.1')).statusCode).toBe(401);
    }
    // Even the right password, from another address, is refused now.
    const blocked = await login(user.email.toUpperCase(), TEST_PASSWORD, '10.0.0.2', 'ar');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json().code).toBe('too_many_attempts');
    expect(blocked.json().detail).toBe(
      'محاولات تسجيل دخول فاشلة كثيرة لهذا العنوان. حاول مرة أخرى بعد 15 دقيقة.',
    );
    // Another address is not affected.
    const other = await createUser(t.app);
    expect((await login(other.email, TEST_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 12; i += 1) {
      expect((await login(user.email, TEST_PASSWORD, `10.1.0.${i}`)).statusCode).toBe(200);
    }
  });
});

describe('per-IP ceiling on the public auth routes', () => {
  it('answers 429 with Retry-After once an address passes RATE_LIMIT_IP_MAX', async () => {
    const ip = '10.9.9.9';
    const routes = [
      ['/api/register/', {}],
      ['/api/reset-password/', { email: 'x@example.test' }],
      ['/api/reset-password/confirm/', {}],
      ['/api/resend-verification/', { email: 'x@example.test' }],
      ['/api/verify-email/', { token: 'nope' }],
      ['/api/token/refresh/', { refresh: 'nope' }],
      ['/api/login/', { email: 'x@example.test', password: 'nope' }],
    ] as const;
    let sent = 0;
    while (sent < IP_MAX) {
      const [url, payload] = routes[sent % routes.length]!;
      const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
      expect(response.statusCode, url).not.toBe(429);
      sent += 1;
    }
    for (const [url, payload] of routes) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: ip,
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode, url).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json().code).toBe('rate_limited');
      expect(response.json().detail).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    }
    // Other addresses and other routes carry on.
    const health = await t.app.inject({ method: 'GET', url: '/api/health/', remoteAddress: ip });
    expect(health.statusCode).toBe(200);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password/',
      payload: { email: 'x@example.test' },
      remoteAddress: '10.9.9.10',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('mails per address', () => {
  it('sends at most 5 reset mails per address in the window, answering the same', async () => {
    const user = await createUser(t.app);
    const answers = new Set<string>();
    for (let i = 0; i < 7; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password/',
        payload: { email: user.email },
        remoteAddress: `10.20.0.${i}`,
      });
      expect(response.statusCode).toBe(200);
      answers.add(response.body);
    }
    expect(answers.size).toBe(1);
    await waitForMail(t.config.dataDir, user.email, { after: 4 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailCount(t.config.dataDir, user.email)).toBe(5);
  });
});
