import type { Role, TRecoveryCodesResponse, TTwoFactorSetupResponse } from '@mutabaa/shared';
import { and, eq } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { auditLogs } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { createTestApp } from '../../test/app.js';
import { createUser, signInAs, TEST_PASSWORD, type Session } from '../../test/factories.js';
import { parseMail, type ReceivedMail } from '../../test/mail.js';
import { totpCode } from './totp.js';

export type Call = {
  url: string;
  session?: { auth: { authorization: string } };
  payload?: unknown;
  lang?: string;
  method?: 'GET' | 'POST' | 'PATCH';
};

/**
 * The app of a two-factor test file, on a clock the tests move: codes are of 30-second steps,
 * each usable once, so a second sign-in waits for the next step as a person would.
 */
export function twoFactorSetup() {
  const t = {} as TestApp;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    Object.assign(t, await createTestApp());
  });
  afterAll(async () => {
    await t.close?.();
    vi.useRealTimers();
  });

  const call = ({ url, session, payload, lang = 'en', method = 'POST' }: Call) =>
    t.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { ...(session?.auth ?? {}), 'accept-language': lang },
    });

  /** Moves the clock on by whole time steps (30 s each). */
  const nextStep = (steps = 1) => vi.setSystemTime(Date.now() + steps * 30_000);

  /** The code of `secret` now, or `steps` steps away. */
  const codeOf = (secret: string, steps = 0) => totpCode(secret, Date.now() + steps * 30_000);

  /** Turns two-factor sign-in on for the session's user through the API. */
  async function enrol(session: Session) {
    const setup = await call({ url: '/api/2fa/setup/', session });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json<TTwoFactorSetupResponse>();
    const enabled = await call({
      url: '/api/2fa/enable/',
      session,
      payload: { code: codeOf(secret) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    // The enabling code is spent: the next one is of the next step.
    nextStep();
    return { secret, recoveryCodes: enabled.json<TRecoveryCodesResponse>().recovery_codes };
  }

  /** A signed-in user of `role` with two-factor sign-in on. */
  async function enrolled(role: Role = 'client') {
    const session = await signInAs(t.app, role);
    return { session, ...(await enrol(session)) };
  }

  const login = (email: string, password = TEST_PASSWORD, lang = 'en') =>
    call({ url: '/api/login/', payload: { email, password }, lang });

  /** The token of the second step of a sign-in that needs one. */
  async function mfaTokenOf(email: string): Promise<string> {
    const response = await login(email);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ mfa_token: string }>().mfa_token;
  }

  async function auditOf(userId: number, action: string) {
    return t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, String(userId))));
  }

  /** Waits for a mail to `to` with that subject (mails are sent after their commit). */
  async function mailWithSubject(to: string, subject: string): Promise<ReceivedMail> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const dir = path.join(t.config.dataDir, 'mail');
      for (const file of (await readdir(dir).catch(() => [] as string[])).sort().reverse()) {
        const mail = parseMail(await readFile(path.join(dir, file), 'utf8'));
        if (mail.to.includes(to) && mail.subject === subject) return mail;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail "${subject}" to ${to}`);
  }

  return {
    t,
    call,
    nextStep,
    codeOf,
    enrol,
    enrolled,
    login,
    mfaTokenOf,
    auditOf,
    createUser,
    mailWithSubject,
  };
}
