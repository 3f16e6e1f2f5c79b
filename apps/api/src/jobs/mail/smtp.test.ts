import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';
import { parseMail, type ReceivedMail } from '../../test/mail.js';

let t: TestApp;
let server: SMTPServer;
const received: (ReceivedMail & { envelopeTo: string[] })[] = [];
/** Recipients whose first delivery attempt the server refuses (to see the job retry). */
const refuseOnce = new Set<string>();
const attempts = new Map<string, number>();

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(address, _session, callback) {
      const count = (attempts.get(address.address) ?? 0) + 1;
      attempts.set(address.address, count);
      if (refuseOnce.has(address.address) && count === 1) {
        const error = new Error('mailbox busy, try later') as Error & { responseCode: number };
        error.responseCode = 451;
        return callback(error);
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function waitFor(to: string, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = received.find((m) => m.envelopeTo.includes(to));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no SMTP mail to ${to}`);
}

describe('mail over SMTP', () => {
  it('delivers an Arabic reset mail with subject and body intact', async () => {
    const user = await createUser(t.app, { languagePreference: 'ar', fullName: 'عبدالله الشمري' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password/',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    const mail = await waitFor(user.email);
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور — متابعة');
    expect(mail.text).toContain('مرحبًا \u2068عبدالله الشمري\u2069،');
    expect(mail.text).toMatch(/http:\/\/mutabaa\.test\/reset-password\/[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('charset="utf-8"');
    expect(mail.raw).toMatch(/content-type: text\/html; charset=utf-8/i);
  });
});

describe('mail job retries', () => {
  it('delivers after the server refused the first attempt', { timeout: 60_000 }, async () => {
    const user = await createUser(t.app, { languagePreference: 'en' });
    refuseOnce.add(user.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/reset-password/',
      payload: { email: user.email },
    });
    const mail = await waitFor(user.email, 45_000);
    expect(mail.subject).toBe('Reset your password — Mutabaa');
    expect(attempts.get(user.email)).toBe(2);
  });
});
