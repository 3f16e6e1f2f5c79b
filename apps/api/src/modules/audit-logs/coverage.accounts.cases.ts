import { describe, it } from 'vitest';
import { createUser, signInAs, uniqueEmail } from '../../test/factories.js';
import { mailCount, tokenFrom, waitForMail } from '../../test/mail.js';
import type { CoverageContext } from './coverage.fixtures.js';

/** Accounts: registration, invitations, changes by admins and by their owners. */
export function accountCases({
  NEW_PASSWORD,
  REGISTER_PASSWORD,
  t,
  admin,
  call,
  ok,
  auditedOnce,
  draft,
}: CoverageContext) {
  describe('accounts', () => {
    it('audits a registration, the verification and the profile', async () => {
      const email = uniqueEmail('registered');
      const { result } = await auditedOnce(
        () =>
          call('POST', '/register/', {
            payload: {
              email,
              password: REGISTER_PASSWORD,
              confirm_password: REGISTER_PASSWORD,
              first_name: 'Reem',
              last_name: 'Nasser',
            },
          }).then((r) => ok<{ user: { id: number } }>(r, 201)),
        (body) => ({
          action: 'user.registered',
          actorId: body.user.id,
          entityType: 'user',
          entityId: body.user.id,
          changes: { email: [null, email], role: [null, 'client'] },
        }),
      );
      const id = result.user.id;
      const token = tokenFrom(await waitForMail(t.config.dataDir, email), 'verify-email');
      await auditedOnce(() => call('POST', '/verify-email/', { payload: { token } }).then(ok), {
        action: 'user.email_verified',
        actorId: id,
        entityType: 'user',
        entityId: id,
        changes: { email_verified: [false, true] },
      });
      const session = await signInAs(t.app, 'client');
      await auditedOnce(
        () =>
          call('PATCH', '/profile/', { session, payload: { company_name: 'Nasser & Co' } }).then(
            ok,
          ),
        {
          action: 'user.profile_updated',
          actorId: session.user.id,
          entityType: 'user',
          entityId: session.user.id,
          changes: { company_name: ['', 'Nasser & Co'] },
        },
      );
    });

    it('audits a registration with an address in use, naming its owner', async () => {
      const owner = await createUser(t.app);
      await auditedOnce(
        () =>
          call('POST', '/register/', {
            payload: {
              email: owner.email,
              password: REGISTER_PASSWORD,
              confirm_password: REGISTER_PASSWORD,
              first_name: 'Someone',
              last_name: 'Else',
            },
          }).then((r) => ok(r, 201)),
        {
          action: 'user.registration_with_used_email',
          actorId: null,
          entityType: 'user',
          entityId: owner.id,
          changes: { owner_mailed: [null, true] },
        },
      );
    });

    it('audits User Management: create, invite, resend, accept, reset link', async () => {
      const email = uniqueEmail('created');
      await auditedOnce(
        () =>
          call('POST', '/users/', {
            session: admin,
            payload: {
              email,
              first_name: 'Huda',
              last_name: 'Saad',
              role: 'editor',
              password: NEW_PASSWORD,
            },
          }).then((r) => ok<{ id: number }>(r, 201)),
        (user) => ({
          action: 'user.created',
          actorId: admin.user.id,
          entityType: 'user',
          entityId: user.id,
          changes: {
            email: [null, email],
            role: [null, 'editor'],
            first_name: [null, 'Huda'],
            last_name: [null, 'Saad'],
            phone_number: [null, ''],
            company_name: [null, ''],
            language_preference: [null, 'ar'],
          },
        }),
      );

      const inviteeEmail = uniqueEmail('invitee');
      const { result: invitee } = await auditedOnce(
        () =>
          call('POST', '/users/', {
            session: admin,
            payload: { email: inviteeEmail, first_name: 'Sami', last_name: 'Fahd', role: 'client' },
          }).then((r) => ok<{ id: number }>(r, 201)),
        (user) => ({
          action: 'user.invited',
          actorId: admin.user.id,
          entityType: 'user',
          entityId: user.id,
          changes: { email: [null, inviteeEmail], role: [null, 'client'] },
          partial: true,
        }),
      );
      await waitForMail(t.config.dataDir, inviteeEmail);
      const mailed = await mailCount(t.config.dataDir, inviteeEmail);
      await auditedOnce(
        () =>
          call('POST', `/users/${invitee.id}/resend-invitation/`, { session: admin }).then((r) =>
            ok(r),
          ),
        {
          action: 'user.invitation_resent',
          actorId: admin.user.id,
          entityType: 'user',
          entityId: invitee.id,
          changes: { email: [null, inviteeEmail] },
        },
      );
      const mail = await waitForMail(t.config.dataDir, inviteeEmail, { after: mailed });
      const token = tokenFrom(mail, 'accept-invitation');
      await auditedOnce(
        () =>
          call('POST', '/accept-invitation/', {
            payload: { token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
          }).then((r) => ok(r)),
        {
          action: 'user.invitation_accepted',
          actorId: invitee.id,
          entityType: 'user',
          entityId: invitee.id,
          changes: { invitation_pending: [true, false] },
        },
      );

      const user = await createUser(t.app);
      await auditedOnce(
        () => call('POST', `/users/${user.id}/send-password-reset/`, { session: admin }).then(ok),
        {
          action: 'user.password_reset_sent',
          actorId: admin.user.id,
          entityType: 'user',
          entityId: user.id,
          changes: { email: [null, user.email] },
        },
      );
    });

    it('audits a change of role and of activity, one by one and in bulk', async () => {
      const user = await createUser(t.app);
      await auditedOnce(
        () =>
          call('PATCH', `/users/${user.id}/`, { session: admin, payload: { role: 'editor' } }).then(
            ok,
          ),
        {
          action: 'user.updated',
          actorId: admin.user.id,
          entityType: 'user',
          entityId: user.id,
          changes: { role: ['client', 'editor'] },
        },
      );
      for (const [isActive, action] of [
        [false, 'user.deactivated'],
        [true, 'user.activated'],
      ] as const) {
        await auditedOnce(
          () =>
            call('POST', '/users/bulk_update/', {
              session: admin,
              payload: { user_ids: [user.id], is_active: isActive },
            }).then(ok),
          {
            action,
            actorId: admin.user.id,
            entityType: 'user',
            entityId: user.id,
            changes: { is_active: [!isActive, isActive] },
          },
        );
      }
    });

    it('audits deleting a client, and anonymising one with applications, field by field', async () => {
      const gone = await createUser(t.app, {
        phoneNumber: '+966500000001',
        companyName: 'Gone Co',
      });
      await auditedOnce(() => call('DELETE', `/users/${gone.id}/`, { session: admin }).then(ok), {
        action: 'user.deleted',
        actorId: admin.user.id,
        entityType: 'user',
        entityId: gone.id,
        changes: {
          email: [gone.email, null],
          full_name: ['Test User', null],
          phone_number: ['+966500000001', null],
          company_name: ['Gone Co', null],
        },
      });
      const kept = await createUser(t.app, { phoneNumber: '+966500000002' });
      await draft({ client: kept.id });
      await auditedOnce(() => call('DELETE', `/users/${kept.id}/`, { session: admin }).then(ok), {
        action: 'user.anonymised',
        actorId: admin.user.id,
        entityType: 'user',
        entityId: kept.id,
        changes: {
          email: [kept.email, `deleted-user-${kept.id}@deleted.invalid`],
          full_name: ['Test User', `Deleted user ${kept.id}`],
          phone_number: ['+966500000002', ''],
          company_name: ['', ''],
        },
      });
    });
  });
}
