import { WEBHOOK_EVENTS } from '@mutabaa/shared';
import { describe, expect, it } from 'vitest';
import {
  attachFile,
  createApplication,
  createComment,
  moveApplication,
} from '../../test/factories.js';
import { TINY_PNG } from '../../test/multipart.js';
import { addWebhook, callAs, castWithReceiver } from './webhooks.fixtures.js';

type Payload = { type: string; data: Record<string, unknown> & { application: { id: number } } };

describe('webhooks: the events of an application', () => {
  const {
    t,
    sessions: [admin, editor, client],
    receiver,
  } = castWithReceiver(['admin', 'editor', 'client']);

  it('tells each change of its life, in order, with its own fields', async () => {
    await addWebhook(t.app, admin, { url: `${receiver.url}/all`, events: [...WEBHOOK_EVENTS] });
    const call = callAs(t.app, admin);
    const application = await createApplication(t.app, admin, {
      client: client.user.id,
      assigned_to: editor.user.id,
    });
    await moveApplication(t.app, admin, application.id, 'submitted');
    expect(
      (await call('PATCH', `/transactions/${application.id}/`, { title: 'Renamed' })).statusCode,
    ).toBe(200);
    await attachFile(t.app, admin.auth, application.id, 'scan.png', TINY_PNG);
    await createComment(t.app, admin, application.id, { text: 'Looks good' });
    expect((await call('DELETE', `/transactions/${application.id}/`)).statusCode).toBe(204);

    const got = (await receiver.waitFor(8, '/all')).map((r) => JSON.parse(r.body) as Payload);
    expect(got.every((p) => p.data.application.id === application.id)).toBe(true);
    expect(got.map((p) => p.type)).toEqual([
      'application.created',
      'application.assigned',
      'application.status_changed',
      'application.submitted',
      'application.updated',
      'attachment.created',
      'comment.created',
      'application.deleted',
    ]);
    const [, assigned, , , updated, attached, commented] = got;
    expect(assigned!.data).toMatchObject({ from: null, to: editor.user.id });
    expect(updated!.data).toMatchObject({
      changes: { title: { from: application.title, to: 'Renamed' } },
      application: { title: 'Renamed' },
    });
    expect(attached!.data).toMatchObject({ attachment: { file_name: 'scan.png' } });
    expect(commented!.data).toMatchObject({ comment: { text: 'Looks good', is_internal: false } });
  });
});
