import { beforeAll, describe, expect, it } from 'vitest';
import { notifyImportFinished, statusCategory } from './events.js';
import type { Notifier } from './notify.js';
import { eventsSetup } from './events.fixtures.js';

const {
  t,
  admin,
  editor,
  arEditor,
  client,
  inbox,
  waitForMail,
  request,
  application,
  move,
  setDigest,
  clearAll,
} = eventsSetup();

let notifier: Notifier;
beforeAll(() => {
  notifier = t.app.notifier;
});

describe('assignment', () => {
  it('tells the new assignee in their language, on create and on reassignment', async () => {
    await clearAll();
    const app = await application({ assigned_to: arEditor.user.id });
    const [told] = await inbox(arEditor);
    expect(told).toMatchObject({
      type: 'application',
      category: 'info',
      event: 'assignment',
      applicationId: app.id,
      isRead: false,
    });
    expect(told!.title).toContain(app.reference_number);
    expect(told!.title).toMatch(/[\u0600-\u06FF]/);
    expect(told!.message).toContain('Shop licence');
    expect(await inbox(client)).toEqual([]);
    expect(await inbox(admin)).toEqual([]);

    const patched = await request(admin, 'PATCH', `/api/transactions/${app.id}/`, {
      assigned_to: editor.user.id,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const [english] = await inbox(editor);
    expect(english).toMatchObject({ event: 'assignment', applicationId: app.id });
    expect(english!.title).toBe(`Application ${app.reference_number} assigned to you`);
    expect(await inbox(arEditor)).toHaveLength(1);
    // A change that leaves the assignee as it is tells no one.
    await request(admin, 'PATCH', `/api/transactions/${app.id}/`, { title: 'Shop licence 2' });
    expect(await inbox(editor)).toHaveLength(1);
  });
});

describe('status change', () => {
  it('tells the client and the assignee, never the actor, with the status label in their language', async () => {
    await clearAll();
    const app = await application({ assigned_to: editor.user.id, status: 'draft' });
    await clearAll();
    await move(app.id, 'submitted', client);
    expect(await inbox(client)).toEqual([]);
    const [toEditor] = await inbox(editor);
    expect(toEditor).toMatchObject({
      type: 'application',
      event: 'status_change',
      category: 'info',
      applicationId: app.id,
    });
    expect(toEditor!.message).toContain('Submitted');

    await move(app.id, 'under_review', editor);
    await move(app.id, 'on_hold', editor);
    await move(app.id, 'cancelled', editor);
    const toClient = await inbox(client);
    expect(toClient.map((n) => n.category)).toEqual(['info', 'warning', 'danger']);
    expect(toClient[0]!.title).toMatch(/[\u0600-\u06FF]/);
    expect(toClient[0]!.message).toContain('قيد المراجعة');
    expect(toClient[0]!.message).toContain(app.reference_number);
    // The editor made these changes: nothing more for them.
    expect(await inbox(editor)).toHaveLength(1);
  });

  it('colours completed and approved success, cancelled danger, on_hold and pending warning', () => {
    expect(statusCategory('completed')).toBe('success');
    expect(statusCategory('approved')).toBe('success');
    expect(statusCategory('cancelled')).toBe('danger');
    expect(statusCategory('on_hold')).toBe('warning');
    expect(statusCategory('pending')).toBe('warning');
    expect(statusCategory('submitted')).toBe('info');
    expect(statusCategory('in_progress')).toBe('info');
  });

  it('a refused change creates nothing', async () => {
    await clearAll();
    const app = await application({ assigned_to: editor.user.id, status: 'draft' });
    await clearAll();
    const refused = await request(editor, 'POST', `/api/transactions/${app.id}/transition/`, {
      status: 'completed',
    });
    expect(refused.statusCode).toBe(409);
    expect(await inbox(client)).toEqual([]);
    expect(await inbox(editor)).toEqual([]);
  });
});

describe('comments', () => {
  it('tell the other parties; an internal one never reaches the client', async () => {
    await clearAll();
    const app = await application({ assigned_to: editor.user.id });
    await clearAll();
    const visible = await request(client, 'POST', `/api/transactions/${app.id}/comments/`, {
      text: 'Any news?',
    });
    expect(visible.statusCode, visible.body).toBe(201);
    expect(await inbox(client)).toEqual([]);
    for (const party of [editor, admin]) {
      const [told] = await inbox(party);
      expect(told).toMatchObject({
        type: 'application',
        event: 'comment',
        category: 'info',
        applicationId: app.id,
      });
      expect(told!.title).toContain(app.reference_number);
    }

    await clearAll();
    const internal = await request(editor, 'POST', `/api/transactions/${app.id}/comments/`, {
      text: 'Check the stamp',
      is_internal: true,
    });
    expect(internal.statusCode, internal.body).toBe(201);
    expect(await inbox(client)).toEqual([]);
    expect(await inbox(editor)).toEqual([]);
    expect((await inbox(admin)).map((n) => n.event)).toEqual(['comment']);

    const open = await request(editor, 'POST', `/api/transactions/${app.id}/comments/`, {
      text: 'Done',
    });
    expect(open.statusCode).toBe(201);
    const [toClient] = await inbox(client);
    expect(toClient!.title).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('registration', () => {
  it('tells every active admin (type user)', async () => {
    await clearAll();
    const email = `fresh.${Date.now()}@example.test`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: {
        email,
        password: 'Str0ng#Pass',
        confirm_password: 'Str0ng#Pass',
        first_name: 'Sara',
        last_name: 'Ali',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [told] = await inbox(admin);
    expect(told).toMatchObject({ type: 'user', event: 'registration', category: 'info' });
    expect(told!.message).toContain(email);
    expect(await inbox(editor)).toEqual([]);
    expect(await inbox(client)).toEqual([]);
  });
});

describe('import finished', () => {
  it('tells the importing user (type report), coloured by the result', async () => {
    await clearAll();
    await t.app.db.transaction((tx) =>
      notifyImportFinished(tx, notifier, editor.user.id, {
        fileName: 'batch.xlsx',
        created: 12,
        failed: 0,
      }),
    );
    await t.app.db.transaction((tx) =>
      notifyImportFinished(tx, notifier, arEditor.user.id, {
        fileName: 'batch.xlsx',
        created: 10,
        failed: 2,
      }),
    );
    const [ok] = await inbox(editor);
    expect(ok).toMatchObject({
      type: 'report',
      event: 'import_finished',
      category: 'success',
      title: 'Import finished',
    });
    expect(ok!.message).toContain('12');
    const [partial] = await inbox(arEditor);
    expect(partial).toMatchObject({ type: 'report', category: 'warning' });
    expect(partial!.title).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('e-mail copies of real events', () => {
  it('mails the assignee of a new application at once, in Arabic, with its link', async () => {
    await setDigest(arEditor, 'immediately');
    const app = await application({ assigned_to: arEditor.user.id });
    const mail = await waitForMail(arEditor.user.email, `أُسند إليك الطلب ${app.reference_number}`);
    expect(mail.text).toContain(`${t.config.publicUrl}/transactions/${app.id}`);
    expect(mail.html).toContain('dir="rtl"');
  });
});
