import type { TManagedUser } from '@mutabaa/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, emailTokens, users } from '../../db/schema/index.js';
import { createUser, uniqueEmail } from '../../test/factories.js';
import { mailCount, tokenFrom, waitForMail } from '../../test/mail.js';
import { usersAdminSetup } from './users.admin.fixtures.js';

const { t, admin, editor, NEW_PASSWORD, call, create, login, accept, auditActions } =
  usersAdminSetup();

describe('POST /api/users/ (create with a password)', () => {
  it('creates a ready account that signs in, and audits it without the password', async () => {
    const email = uniqueEmail('ready');
    const response = await create({
      email: email.toUpperCase(),
      first_name: 'Layla',
      last_name: 'Hassan',
      role: 'editor',
      password: NEW_PASSWORD,
      language_preference: 'en',
    });
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json<TManagedUser>();
    expect(user).toMatchObject({
      email,
      full_name: 'Layla Hassan',
      role: 'editor',
      is_active: true,
      email_verified: true,
      invitation_pending: false,
      last_login: null,
    });
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await auditActions(user.id)).toContain('user.created');
    const [entry] = await t.app.db
      .select({ changes: auditLogs.changes })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user.created'), eq(auditLogs.entityId, String(user.id))));
    expect(JSON.stringify(entry?.changes)).not.toContain(NEW_PASSWORD);
  });

  it('refuses an address in use, whatever its case, in the caller language', async () => {
    const response = await create(
      { email: editor.user.email.toUpperCase(), first_name: 'A', last_name: 'B', role: 'client' },
      'ar',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'email_in_use' });
    expect(response.json().detail).toMatch(/[\u0600-\u06FF]/);
  });

  it('names the invalid fields and creates nothing', async () => {
    const email = uniqueEmail('invalid');
    const response = await create({ email, first_name: '', last_name: 'B', role: 'boss' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['first_name', 'role']),
    );
    const rows = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });
});

describe('invitations', () => {
  it('mails a link in the invitee language that works once, then the account signs in', async () => {
    const email = uniqueEmail('invitee');
    const response = await create({
      email,
      first_name: 'سارة',
      last_name: 'العلي',
      role: 'editor',
      language_preference: 'ar',
    });
    expect(response.statusCode, response.body).toBe(201);
    const invitee = response.json<TManagedUser>();
    expect(invitee).toMatchObject({ invitation_pending: true, email_verified: false });

    const mail = await waitForMail(t.config.dataDir, email);
    expect(mail.subject).toBe('دعوة للانضمام إلى متابعة');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('72');

    // Before accepting, a sign-in is refused like any wrong password: the answer does not tell
    // that an invitation is pending.
    const early = await login(email, 'anything-at-all');
    expect(early.statusCode).toBe(401);
    expect(early.json().code).toBe('invalid_credentials');

    const token = tokenFrom(mail, 'accept-invitation');
    expect((await accept(token)).statusCode).toBe(200);
    expect((await accept(token)).statusCode).toBe(400);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    const after = await call(`/api/users/${invitee.id}/`, admin, { method: 'GET' });
    expect(after.json()).toMatchObject({ invitation_pending: false, email_verified: true });
    expect(await auditActions(invitee.id)).toEqual(
      expect.arrayContaining(['user.invited', 'user.invitation_accepted']),
    );
  });

  it('ends when the invitee chooses a password through "forgot password" instead', async () => {
    const email = uniqueEmail('forgetful');
    const id = (
      await create({ email, first_name: 'Nasser', last_name: 'Invitee', role: 'client' })
    ).json<TManagedUser>().id;
    await waitForMail(t.config.dataDir, email);
    await call('/api/reset-password/', undefined, { method: 'POST', payload: { email } });
    const token = tokenFrom(
      await waitForMail(t.config.dataDir, email, { after: 1 }),
      'reset-password',
    );
    const reset = await call('/api/reset-password/confirm/', undefined, {
      method: 'POST',
      payload: { token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    const after = await call(`/api/users/${id}/`, admin, { method: 'GET' });
    expect(after.json()).toMatchObject({ invitation_pending: false, email_verified: true });
    const resend = await call(`/api/users/${id}/resend-invitation/`, admin, { method: 'POST' });
    expect(resend.json().code).toBe('invitation_not_pending');
  });

  it('expires after 72 hours, and a resent link replaces the first', async () => {
    const email = uniqueEmail('late');
    const id = (
      await create({ email, first_name: 'Late', last_name: 'Invitee', role: 'client' })
    ).json<TManagedUser>().id;
    const first = tokenFrom(await waitForMail(t.config.dataDir, email), 'accept-invitation');
    const [token] = await t.app.db
      .select({ expiresAt: emailTokens.expiresAt })
      .from(emailTokens)
      .where(eq(emailTokens.userId, id));
    const hours = (token!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const resent = await call(`/api/users/${id}/resend-invitation/`, admin, { method: 'POST' });
    expect(resent.statusCode).toBe(200);
    const second = tokenFrom(
      await waitForMail(t.config.dataDir, email, { after: 1 }),
      'accept-invitation',
    );
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(400);

    await t.app.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, id));
    const expired = await accept(second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('invalid_token');
  });

  it('resends only a pending invitation', async () => {
    const response = await call(`/api/users/${editor.user.id}/resend-invitation/`, admin, {
      method: 'POST',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('invitation_not_pending');
  });
});

describe('POST /api/users/{id}/send-password-reset/', () => {
  it('mails a reset link to an active user, and refuses a deactivated one', async () => {
    const user = await createUser(t.app, { languagePreference: 'en' });
    const before = await mailCount(t.config.dataDir, user.email);
    const sent = await call(`/api/users/${user.id}/send-password-reset/`, admin, {
      method: 'POST',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().detail).toContain(user.email);
    const mail = await waitForMail(t.config.dataDir, user.email, { after: before });
    expect(tokenFrom(mail, 'reset-password')).toBeTruthy();

    const inactive = await createUser(t.app, { isActive: false });
    const refused = await call(`/api/users/${inactive.id}/send-password-reset/`, admin, {
      method: 'POST',
    });
    expect(refused.statusCode).toBe(409);
  });
});
