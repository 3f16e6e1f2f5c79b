import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createUser, signInAs, TEST_PASSWORD } from '../test/factories.js';
import { mailCount, waitForMail } from '../test/mail.js';

let t: TestApp;
const IP_MAX = 25;
const FREE = 4;
const IP_FAILURES_MAX = 12;
beforeAll(async () => {
  t = await createTestApp({
    rateLimitIpMax: IP_MAX,
    loginFailuresFree: FREE,
    loginDelayBaseMs: 1000,
    loginFailuresIpMax: IP_FAILURES_MAX,
  });
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** FREE failures and one more: the pair now has to wait. */
async function failUntilWaiting(email: string, ip: string) {
  for (let i = 0; i <= FREE; i += 1) {
    expect((await login(email, 'wrong-password', ip)).statusCode).toBe(401);
  }
}

describe('failed sign-ins per client address and account', () => {
  it('makes the failing address wait, while the owner signs in from another', async () => {
    const user = await createUser(t.app);
    await failUntilWaiting(user.email, '10.0.0.1');
    // Even the right password, from that address, has to wait.
    const blocked = await login(user.email.toUpperCase(), TEST_PASSWORD, '10.0.0.1', 'ar');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
    expect(blocked.json()).toEqual({
      detail: 'محاولات تسجيل دخول فاشلة كثيرة. حاول مرة أخرى بعد ثانية واحدة.',
      code: 'too_many_attempts',
    });
    // The owner, elsewhere, is not affected.
    expect((await login(user.email, TEST_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    // Nor is another account from the failing address.
    const other = await createUser(t.app);
    expect((await login(other.email, TEST_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
  });

  it('doubles the wait with each further failure (Retry-After 1, 2, 4 s)', async () => {
    const user = await createUser(t.app);
    const ip = '10.0.1.1';
    await failUntilWaiting(user.email, ip);
    for (const seconds of [1, 2, 4]) {
      const blocked = await login(user.email, 'wrong-password', ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe(String(seconds));
      if (seconds === 4) break;
      await sleep(seconds * 1000 + 100);
      // Once the wait is over, a guess is heard again; failing it doubles the wait.
      expect((await login(user.email, 'wrong-password', ip)).statusCode).toBe(401);
    }
  });

  it('counts an IPv6 client by its /64 network, not by each address in it', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i <= FREE; i += 1) {
      const response = await login(user.email, 'wrong-password', `2001:db8:0:1::${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    expect((await login(user.email, TEST_PASSWORD, '2001:db8:0:1::99')).statusCode).toBe(429);
    expect((await login(user.email, TEST_PASSWORD, '2001:db8:0:2::1')).statusCode).toBe(200);
  });

  it('caps the failures of one client address over all accounts', async () => {
    const ip = '10.0.2.1';
    for (let i = 0; i < IP_FAILURES_MAX; i += 1) {
      expect((await login(`nobody${i}@example.test`, 'wrong-password', ip)).statusCode).toBe(401);
    }
    const user = await createUser(t.app);
    const blocked = await login(user.email, TEST_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_attempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await login(user.email, TEST_PASSWORD, '10.0.2.2')).statusCode).toBe(200);
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
      expect(response.json().detail).toMatch(/^Too many requests\. Try again in \d+ seconds?\.$/);
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

describe('token refresh', () => {
  it('has a bucket of its own: an address past the sign-in limit still refreshes', async () => {
    const session = await signInAs(t.app, 'client');
    const ip = '10.9.8.1';
    for (let i = 0; i < IP_MAX + 5; i += 1) {
      await login(`nobody${i}@example.test`, 'wrong-password', ip);
    }
    expect((await login(session.user.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    for (let i = 0; i < 3; i += 1) {
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/token/refresh/',
        payload: { refresh: session.refresh },
        remoteAddress: ip,
      });
      expect(refreshed.statusCode).toBe(200);
    }
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
