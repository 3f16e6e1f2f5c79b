import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';
import { parseMail, type ReceivedMail } from '../../test/mail.js';

let t: TestApp;
let server: SMTPServer;
const received: (ReceivedMail & { envelopeTo: string[] })[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
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

async function waitFor(to: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
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
    expect(mail.text).toContain('مرحبًا عبدالله الشمري،');
    expect(mail.text).toMatch(/http:\/\/mutabaa\.test\/reset-password\/[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('charset="utf-8"');
    expect(mail.raw).toMatch(/content-type: text\/html; charset=utf-8/i);
  });
});
