import type { TApplication, TAttachment } from '@mutabaa/shared';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/factories.js';
import { multipartFile } from '../../test/multipart.js';
import type { CoverageContext } from './coverage.fixtures.js';

/** Applications, their comments and files. */
export function applicationCases({
  t,
  admin,
  editor,
  client,
  call,
  ok,
  auditedOnce,
  notAudited,
  draft,
}: CoverageContext) {
  describe('applications, comments and files', () => {
    it('audits create, update, status change, comment, duplicate and delete', async () => {
      const { result: application } = await auditedOnce(
        () => draft({ assigned_to: editor.user.id }),
        (created) => ({
          action: 'application.created',
          actorId: admin.user.id,
          entityType: 'application',
          entityId: created.id,
          changes: {
            title: [null, 'Coverage application'],
            status: [null, 'draft'],
            transaction_type: [null, 'permit'],
            client: [null, client.user.id],
            assigned_to: [null, editor.user.id],
          },
          partial: true,
        }),
      );
      const id = application.id;
      await auditedOnce(
        () =>
          call('PATCH', `/transactions/${id}/`, {
            session: admin,
            payload: { title: 'Coverage application, renamed' },
          }).then(ok),
        {
          action: 'application.updated',
          actorId: admin.user.id,
          entityType: 'application',
          entityId: id,
          changes: { title: ['Coverage application', 'Coverage application, renamed'] },
        },
      );
      await auditedOnce(
        () =>
          call('POST', `/transactions/${id}/transition/`, {
            session: client,
            payload: { status: 'submitted', comment: 'Ready' },
          }).then(ok),
        {
          action: 'application.status_changed',
          actorId: client.user.id,
          entityType: 'application',
          entityId: id,
          changes: { status: ['draft', 'submitted'], comment: [null, 'Ready'] },
        },
      );
      await auditedOnce(
        () =>
          call('POST', `/transactions/${id}/comments/`, {
            session: editor,
            payload: { text: 'Checked the papers', is_internal: true },
          }).then((r) => ok<{ id: number }>(r, 201)),
        (comment) => ({
          action: 'application.commented',
          actorId: editor.user.id,
          entityType: 'application',
          entityId: id,
          changes: { comment_id: [null, comment.id], is_internal: [null, true] },
        }),
      );
      const { result: copy } = await auditedOnce(
        () =>
          call('POST', `/transactions/${id}/duplicate/`, { session: admin }).then((r) =>
            ok<TApplication>(r, 201),
          ),
        (created) => ({
          action: 'application.duplicated',
          actorId: admin.user.id,
          entityType: 'application',
          entityId: created.id,
          changes: {
            source_id: [null, id],
            source_reference_number: [null, application.reference_number],
            reference_number: [null, created.reference_number],
            transaction_id: [null, created.transaction_id],
          },
        }),
      );
      await auditedOnce(
        () =>
          call('DELETE', `/transactions/${copy.id}/`, { session: admin }).then((r) =>
            expect(r.statusCode, r.body).toBe(204),
          ),
        {
          action: 'application.deleted',
          actorId: admin.user.id,
          entityType: 'application',
          entityId: copy.id,
          changes: {
            reference_number: [copy.reference_number, null],
            status: ['draft', null],
          },
        },
      );
    });

    it('audits a file added, downloaded (by whom) and deleted', async () => {
      const application = await draft();
      const data = Buffer.from('coverage notes\n', 'utf8');
      const { payload, headers } = multipartFile('file', 'notes.txt', 'text/plain', data);
      const file = { file_name: 'notes.txt', content_type: 'text/plain', size: data.length };
      const { result: attachment } = await auditedOnce(
        () =>
          call('POST', `/transactions/${application.id}/attachments/`, {
            session: admin,
            payload,
            headers,
          }).then((r) => ok<TAttachment>(r, 201)),
        (added) => ({
          action: 'application.attachment_added',
          actorId: admin.user.id,
          entityType: 'application',
          entityId: application.id,
          changes: {
            attachment_id: [null, added.id],
            file_name: [null, file.file_name],
            content_type: [null, file.content_type],
            size: [null, file.size],
          },
          partial: true,
        }),
      );
      await auditedOnce(
        async () => {
          const response = await call(
            'GET',
            `/transactions/attachments/${attachment.id}/download/`,
            {
              session: client,
            },
          );
          expect(response.statusCode).toBe(200);
          expect(response.body).toBe('coverage notes\n');
        },
        {
          action: 'application.attachment_downloaded',
          actorId: client.user.id,
          entityType: 'application',
          entityId: application.id,
          changes: {
            attachment_id: [null, attachment.id],
            file_name: [null, file.file_name],
            content_type: [null, file.content_type],
            size: [null, file.size],
          },
        },
      );
      // A download refused (outside the caller's scope) is no download.
      const stranger = await signInAs(t.app, 'client');
      await notAudited(async () => {
        const response = await call('GET', `/transactions/attachments/${attachment.id}/download/`, {
          session: stranger,
        });
        expect(response.statusCode).toBe(404);
      });
      await auditedOnce(
        () =>
          call('DELETE', `/transactions/attachments/${attachment.id}/`, { session: admin }).then(
            (r) => expect(r.statusCode, r.body).toBe(204),
          ),
        {
          action: 'application.attachment_deleted',
          actorId: admin.user.id,
          entityType: 'application',
          entityId: application.id,
          changes: {
            attachment_id: [attachment.id, null],
            file_name: [file.file_name, null],
            content_type: [file.content_type, null],
            size: [file.size, null],
          },
          partial: true,
        },
      );
    });
  });
}
