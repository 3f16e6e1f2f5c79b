import { describe, expect, it } from 'vitest';
import { createUser, signInAs, TEST_PASSWORD, uniqueEmail } from '../../test/factories.js';
import { tokenFrom, waitForMail } from '../../test/mail.js';
import type { CoverageContext } from './coverage.fixtures.js';

/** Sign-in, sign-out and password changes. */
export function signInCases({
  FREE_FAILURES,
  IP_FAILURES_MAX,
  NEW_PASSWORD,
  RESET_PASSWORD,
  TYPED_AS_EMAIL,
  t,
  call,
  ok,
  lastSeq,
  entriesAfter,
  auditedOnce,
  notAudited,
  login,
}: CoverageContext) {
  describe('sign-in, sign-out and passwords', () => {
    it('audits a successful sign-in as the user, with the address and user agent', async () => {
      const user = await createUser(t.app);
      await auditedOnce(() => login(user.email.toUpperCase(), TEST_PASSWORD).then((r) => ok(r)), {
        action: 'auth.login_succeeded',
        actorId: user.id,
        entityType: 'user',
        entityId: user.id,
        changes: { email: [null, user.email] },
      });
    });

    it('audits a wrong password against the account tried, without an actor', async () => {
      const user = await createUser(t.app);
      await auditedOnce(() => login(user.email, 'Wrong#Password1').then((r) => ok(r, 401)), {
        action: 'auth.login_failed',
        actorId: null,
        entityType: 'user',
        entityId: user.id,
        changes: { email: [null, user.email], reason: [null, 'invalid_credentials'] },
      });
    });

    it('audits an unknown address with the address tried and no record', async () => {
      const email = uniqueEmail('nobody');
      await auditedOnce(() => login(email, 'Wrong#Password1').then((r) => ok(r, 401)), {
        action: 'auth.login_failed',
        actorId: null,
        entityType: 'user',
        entityId: null,
        changes: { email: [null, email], reason: [null, 'invalid_credentials'] },
      });
    });

    it('keeps out of the log what is not an address (a password typed in its place)', async () => {
      await auditedOnce(() => login(TYPED_AS_EMAIL, TEST_PASSWORD).then((r) => ok(r, 401)), {
        action: 'auth.login_failed',
        actorId: null,
        entityType: 'user',
        entityId: null,
        changes: { email: [null, null], reason: [null, 'invalid_credentials'] },
      });
    });

    it('audits refusals of a right password too (deactivated account)', async () => {
      const user = await createUser(t.app, { isActive: false });
      await auditedOnce(() => login(user.email, TEST_PASSWORD).then((r) => ok(r, 403)), {
        action: 'auth.login_failed',
        actorId: null,
        entityType: 'user',
        entityId: user.id,
        changes: { email: [null, user.email], reason: [null, 'account_disabled'] },
      });
    });

    it('writes no more failures than the sign-in throttle lets through (a 429 writes none)', async () => {
      const user = await createUser(t.app);
      const invited = await createUser(t.app, { invitationPending: true, passwordHash: '' });
      for (const [email, ip] of [
        [user.email, '198.51.100.1'],
        [invited.email, '198.51.100.2'],
      ] as const) {
        const before = await lastSeq();
        const statuses: number[] = [];
        for (let i = 0; i < FREE_FAILURES + 5; i += 1) {
          statuses.push((await login(email, `Guess#Number${i}`, ip)).statusCode);
        }
        const heard = statuses.filter((s) => s !== 429).length;
        expect(heard, email).toBe(FREE_FAILURES + 1);
        const entries = await entriesAfter(before);
        expect(entries.map((e) => e.action)).toEqual(Array(heard).fill('auth.login_failed'));
      }
      // Over many addresses from one client: the per-address ceiling of failures.
      const before = await lastSeq();
      const statuses: number[] = [];
      for (let i = 0; i < IP_FAILURES_MAX + 5; i += 1) {
        statuses.push(
          (await login(uniqueEmail('flood'), 'Wrong#Password1', '198.51.100.3')).statusCode,
        );
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(IP_FAILURES_MAX);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
      expect(await entriesAfter(before)).toHaveLength(IP_FAILURES_MAX);
    });

    it('audits a sign-out once, as the user whose session ended', async () => {
      const session = await signInAs(t.app, 'client');
      const logout = () => call('POST', '/logout/', { payload: { refresh: session.refresh } });
      await auditedOnce(() => logout().then((r) => ok(r)), {
        action: 'auth.logout',
        actorId: session.user.id,
        entityType: 'user',
        entityId: session.user.id,
        changes: {},
      });
      // The session has ended already: nothing more to record.
      await notAudited(() => logout().then((r) => ok(r)));
    });

    it('audits a password change', async () => {
      const session = await signInAs(t.app, 'editor');
      await auditedOnce(
        () =>
          call('POST', '/change-password/', {
            session,
            payload: { old_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
          }).then((r) => ok(r)),
        {
          action: 'user.password_changed',
          actorId: session.user.id,
          entityType: 'user',
          entityId: session.user.id,
          changes: {},
        },
      );
    });

    it('audits a password reset through the mailed link', async () => {
      const user = await createUser(t.app);
      await ok(await call('POST', '/reset-password/', { payload: { email: user.email } }));
      const token = tokenFrom(await waitForMail(t.config.dataDir, user.email), 'reset-password');
      await auditedOnce(
        () =>
          call('POST', '/reset-password/confirm/', {
            payload: { token, new_password: RESET_PASSWORD, confirm_password: RESET_PASSWORD },
          }).then((r) => ok(r)),
        {
          action: 'user.password_reset',
          actorId: user.id,
          entityType: 'user',
          entityId: user.id,
          changes: {},
        },
      );
    });
  });
}
