import type { TApplicationDetail, TComment, THistoryEntry } from '@mutabaa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILES } from '../../test/attachment-files.js';
import { testCast } from '../../test/cast.js';
import { attachFile, signInAs, type Session } from '../../test/factories.js';

const {
  t,
  sessions: [admin, editor, client],
} = testCast([
  ['admin', { fullName: 'Admin Person' }],
  ['editor', { fullName: 'Editor Person' }],
  ['client', { fullName: 'Client Person' }],
]);

let id: number;

const get = (url: string, who: Session) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: who.auth });

const post = async (url: string, who: Session, payload: object) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: who.auth,
    payload,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};

/** Every answer a client reads about an application in which staff acted. */
const CLIENT_READS = () => [
  '/transactions/',
  `/transactions/${id}/`,
  `/transactions/${id}/history/`,
  `/transactions/${id}/comments/`,
  `/transactions/${id}/attachments/`,
  '/documents/',
  '/dashboard/client/',
  '/notifications/notifications/',
];

beforeAll(async () => {
  // Created by the admin for the client as a draft, assigned to the editor, then worked on by
  // all three: every kind of user reference names staff.
  const created = await post('/transactions/', admin, {
    title: 'Import licence',
    transaction_type: 'renewal',
    priority: 'high',
    client: client.user.id,
    assigned_to: editor.user.id,
    status: 'draft',
  });
  id = created.json<{ id: number }>().id;
});

describe('user references a client reads', () => {
  it('a draft made for the client names its creator without an e-mail address', async () => {
    const drafts = await get('/transactions/drafts/', client);
    expect(drafts.statusCode).toBe(200);
    expect(drafts.json().results[0]).toMatchObject({
      id,
      created_by: { id: admin.user.id, full_name: 'Admin Person', email: '' },
      assigned_to: { id: editor.user.id, full_name: 'Editor Person', email: '' },
    });
    expect(drafts.body).not.toContain(admin.user.email);
    expect(drafts.body).not.toContain(editor.user.email);
  });

  it('never carry a staff e-mail address, yet name the staff; the client keeps their own', async () => {
    await post(`/transactions/${id}/transition/`, admin, { status: 'submitted' });
    await post(`/transactions/${id}/comments/`, editor, { text: 'Please send the invoice' });
    await post(`/transactions/${id}/transition/`, editor, {
      status: 'under_review',
      comment: 'Looking at it',
    });
    await attachFile(t.app, editor.auth, id, 'checklist.pdf', FILES.pdf);
    const own = await post(`/transactions/${id}/comments/`, client, { text: 'Here it is' });
    expect(own.json<TComment>().author).toMatchObject({ email: client.user.email });
    const upload = await attachFile(t.app, client.auth, id, 'invoice.png', FILES.png);
    expect(upload.uploaded_by).toMatchObject({ email: client.user.email });

    for (const url of CLIENT_READS()) {
      const response = await get(url, client);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(admin.user.email);
      expect(response.body, url).not.toContain(editor.user.email);
    }

    const detail = (await get(`/transactions/${id}/`, client)).json<TApplicationDetail>();
    expect(detail.client).toEqual({
      id: client.user.id,
      full_name: 'Client Person',
      email: client.user.email,
    });
    expect(detail.assigned_to).toEqual({
      id: editor.user.id,
      full_name: 'Editor Person',
      email: '',
    });
    expect(detail.created_by).toMatchObject({ full_name: 'Admin Person', email: '' });
    const uploaders = detail.attachments.map((a) => a.uploaded_by);
    expect(uploaders).toContainEqual({ id: editor.user.id, full_name: 'Editor Person', email: '' });
    expect(uploaders).toContainEqual({
      id: client.user.id,
      full_name: 'Client Person',
      email: client.user.email,
    });

    const history = (await get(`/transactions/${id}/history/`, client)).json<THistoryEntry[]>();
    const actors = history.map((entry) => entry.actor);
    expect(actors).toContainEqual({ id: admin.user.id, full_name: 'Admin Person', email: '' });
    expect(actors).toContainEqual({ id: editor.user.id, full_name: 'Editor Person', email: '' });

    const comments = (await get(`/transactions/${id}/comments/`, client)).json<TComment[]>();
    expect(comments.map((c) => c.author)).toContainEqual({
      id: editor.user.id,
      full_name: 'Editor Person',
      email: '',
    });
  });
});

describe('notifications a client reads', () => {
  it('name a staff member without a name as a team member, not by their address', async () => {
    const unnamed = await signInAs(t.app, 'admin', { fullName: '' });
    await post(`/transactions/${id}/comments/`, unnamed, { text: 'One more thing' });
    const notifications = await get('/notifications/notifications/', client);
    expect(notifications.statusCode).toBe(200);
    expect(notifications.body).not.toContain(unnamed.user.email);
    expect(notifications.body).toContain('\u2068A team member\u2069 commented on application');
  });
});

describe('exports a client downloads', () => {
  it('name no staff member by their address, even one without a name', async () => {
    const unnamed = await signInAs(t.app, 'editor', { fullName: '' });
    await post('/transactions/', admin, {
      title: 'Customs form',
      transaction_type: 'renewal',
      priority: 'normal',
      client: client.user.id,
      assigned_to: unnamed.user.id,
      status: 'submitted',
    });
    // Both formats write the same cells (export-columns.ts): the CSV shows them as text.
    const own = await get('/transactions/export/?format=csv', client);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).toContain('Customs form');
    expect(own.body).not.toContain(unnamed.user.email);
    const staff = await get('/transactions/export/?format=csv', admin);
    expect(staff.body).toContain(unnamed.user.email);
  });
});

describe('user references staff read', () => {
  it('carry every e-mail address', async () => {
    for (const who of [editor, admin]) {
      const detail = (await get(`/transactions/${id}/`, who)).json<TApplicationDetail>();
      expect(detail.created_by?.email).toBe(admin.user.email);
      expect(detail.assigned_to?.email).toBe(editor.user.email);
      expect(detail.client?.email).toBe(client.user.email);
      expect(detail.attachments.map((a) => a.uploaded_by?.email)).toContain(editor.user.email);
      const history = (await get(`/transactions/${id}/history/`, who)).json<THistoryEntry[]>();
      expect(history.map((e) => e.actor?.email)).toEqual(
        expect.arrayContaining([admin.user.email, editor.user.email, client.user.email]),
      );
      const comments = (await get(`/transactions/${id}/comments/`, who)).json<TComment[]>();
      expect(comments.map((c) => c.author?.email)).toEqual(
        expect.arrayContaining([editor.user.email, client.user.email]),
      );
      const list = await get('/transactions/', who);
      expect(list.body).toContain(admin.user.email);
      expect(list.body).toContain(editor.user.email);
    }
    const documents = await get('/documents/', admin);
    expect(documents.body).toContain(editor.user.email);
    const dashboard = await get('/dashboard/editor/', editor);
    expect(dashboard.body).toContain(admin.user.email);
  });
});
