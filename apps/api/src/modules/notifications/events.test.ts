import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TApplication } from '@mutabaa/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  notificationDigestItems,
  notificationPreferences,
  notifications,
  users,
} from '../../db/schema/index.js';
import {
  DIGEST_QUEUE,
  REMINDERS_QUEUE,
  runDigest,
  runDigests,
  runDueReminders,
} from '../../jobs/notifications.js';
import { testCast } from '../../test/cast.js';
import type { Session } from '../../test/factories.js';
import { parseMail, type ReceivedMail } from '../../test/mail.js';
import { notifyImportFinished, statusCategory } from './events.js';
import { notify, type Notifier } from './notify.js';

const {
  t,
  sessions: [admin, editor, arEditor, client, enClient],
} = testCast([
  'admin',
  'editor',
  ['editor', { languagePreference: 'ar' }],
  ['client', { languagePreference: 'ar' }],
  'client',
]);

let notifier: Notifier;
beforeAll(() => {
  notifier = t.app.notifier;
});

const inbox = (session: Session | number) =>
  t.app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, typeof session === 'number' ? session : session.user.id))
    .orderBy(asc(notifications.id));

/** Mails queued to `email` (kept in the job table whether sent yet or not). */
type QueuedMail = { key: string; version: number; values: { title?: string } };

async function queuedMails(email: string): Promise<QueuedMail[]> {
  const result = (await t.app.db.execute(
    sql`select data from pgboss.job where name = 'mail' and data->>'to' = ${email} order by created_on`,
  )) as unknown as { rows: { data: QueuedMail }[] };
  return result.rows.map((r) => r.data);
}

/**
 * Waits for the mail worker to write a mail to `to` with `subject` and, if given, `containing`
 * in its text (others may come first).
 */
async function waitForMail(to: string, subject: string, containing = ''): Promise<ReceivedMail> {
  const dir = path.join(t.config.dataDir, 'mail');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const file of await readdir(dir).catch(() => [] as string[])) {
      const mail = parseMail(await readFile(path.join(dir, file), 'utf8'));
      if (mail.to.includes(to) && mail.subject === subject && mail.text.includes(containing)) {
        return mail;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail "${subject}" to ${to} within the time limit`);
}

const request = (
  session: Session,
  method: 'POST' | 'PATCH',
  url: string,
  payload: object,
  lang = 'en',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...session.auth, 'accept-language': lang },
    payload,
  });

async function application(extra: object = {}, session: Session = admin): Promise<TApplication> {
  const response = await request(session, 'POST', '/api/transactions/', {
    title: 'Shop licence',
    transaction_type: 'renewal',
    priority: 'high',
    client: client.user.id,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TApplication>();
}

async function move(id: number, status: string, session: Session) {
  const response = await request(session, 'POST', `/api/transactions/${id}/transition/`, {
    status,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function setDigest(session: Session, digest: string) {
  await t.app.db
    .update(users)
    .set({ notificationDigest: digest })
    .where(eq(users.id, session.user.id));
}

async function clearAll() {
  await t.app.db.delete(notifications);
}

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

describe('notify', () => {
  const input = (recipients: number[], extra: object = {}) => ({
    recipients,
    event: 'announcement' as const,
    type: 'system' as const,
    category: 'info' as const,
    text: (lang: 'ar' | 'en') =>
      lang === 'ar' ? { title: 'عنوان', message: 'رسالة' } : { title: 'Title', message: 'Text' },
    ...extra,
  });

  it('writes nothing and queues nothing when the transaction rolls back', async () => {
    await clearAll();
    const before = (await queuedMails(enClient.user.email)).length;
    await expect(
      t.app.db.transaction(async (tx) => {
        const rows = await notify(tx, notifier, input([enClient.user.id]));
        expect(rows).toHaveLength(1);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await inbox(enClient)).toEqual([]);
    expect(await queuedMails(enClient.user.email)).toHaveLength(before);
  });

  it('sends an e-mail copy at once for immediately, in the recipient’s language', async () => {
    await clearAll();
    const app = await application();
    await t.app.db.transaction((tx) =>
      notify(tx, notifier, input([client.user.id], { applicationId: app.id })),
    );
    const mail = await waitForMail(client.user.email, 'عنوان');
    expect(mail.text).toContain('رسالة');
    expect(mail.text).toContain(`${t.config.publicUrl}/transactions/${app.id}`);
    expect(mail.html).toContain('dir="rtl"');
    const [row] = await inbox(client);
    expect(row!.digestPending).toBe(false);
  });

  it('flags for the digest with daily or weekly, nothing with never; the digest mails and clears', async () => {
    await clearAll();
    await setDigest(enClient, 'daily');
    await setDigest(editor, 'never');
    const mailsBefore = (await queuedMails(enClient.user.email)).length;
    const editorBefore = (await queuedMails(editor.user.email)).length;
    await t.app.db.transaction((tx) =>
      notify(tx, notifier, input([enClient.user.id, editor.user.id])),
    );
    await t.app.db.transaction((tx) => notify(tx, notifier, input([enClient.user.id])));
    expect((await inbox(enClient)).map((n) => n.digestPending)).toEqual([true, true]);
    expect((await inbox(editor)).map((n) => n.digestPending)).toEqual([false]);
    expect(await queuedMails(enClient.user.email)).toHaveLength(mailsBefore);
    expect(await queuedMails(editor.user.email)).toHaveLength(editorBefore);

    expect(await runDigest(t.app.db, notifier, 'weekly')).toBe(0);
    expect(await runDigest(t.app.db, notifier, 'daily')).toBe(1);
    expect((await inbox(enClient)).map((n) => n.digestPending)).toEqual([false, false]);
    const mail = await waitForMail(enClient.user.email, 'Your daily notifications — Mutabaa');
    expect(mail.text.match(/- Title/g)).toHaveLength(2);
    // Nothing pending any more: no second mail.
    expect(await runDigest(t.app.db, notifier, 'daily')).toBe(0);
    await setDigest(enClient, 'immediately');
    await setDigest(editor, 'immediately');
  });

  it('the weekly digest goes out on its day only', async () => {
    await clearAll();
    await setDigest(enClient, 'weekly');
    await t.app.db.transaction((tx) => notify(tx, notifier, input([enClient.user.id])));
    expect(await runDigests(t.app.db, notifier, new Date('2026-11-23T07:00:00Z'))).toBe(0);
    expect((await inbox(enClient))[0]!.digestPending).toBe(true);
    expect(await runDigests(t.app.db, notifier, new Date('2026-11-22T07:00:00Z'))).toBe(1);
    expect((await inbox(enClient))[0]!.digestPending).toBe(false);
    await setDigest(enClient, 'immediately');
  });

  it('with in-app off and a daily digest, the e-mail copy waits for the digest', async () => {
    await clearAll();
    await setDigest(enClient, 'daily');
    await t.app.db
      .insert(notificationPreferences)
      .values({ userId: enClient.user.id, event: 'comment', inApp: false, email: true })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.event],
        set: { inApp: false, email: true },
      });
    const mailsBefore = (await queuedMails(enClient.user.email)).length;
    await t.app.db.transaction((tx) => notify(tx, notifier, input([enClient.user.id])));
    const muted = (title: string) =>
      input([enClient.user.id], {
        event: 'comment',
        type: 'application',
        text: () => ({ title, message: 'Only by mail' }),
      });
    await t.app.db.transaction((tx) => notify(tx, notifier, muted('Muted comment')));
    // One notification (the announcement); the comment is not in the app and not mailed yet.
    expect((await inbox(enClient)).map((n) => n.event)).toEqual(['announcement']);
    expect(await queuedMails(enClient.user.email)).toHaveLength(mailsBefore);
    const waiting = () =>
      t.app.db
        .select()
        .from(notificationDigestItems)
        .where(eq(notificationDigestItems.userId, enClient.user.id));
    expect((await waiting()).map((d) => d.title)).toEqual(['Muted comment']);

    expect(await runDigest(t.app.db, notifier, 'daily')).toBe(1);
    const mail = await waitForMail(
      enClient.user.email,
      'Your daily notifications — Mutabaa',
      'Muted comment',
    );
    expect(mail.text).toContain('- Title');
    expect(mail.text.indexOf('- Title')).toBeLessThan(mail.text.indexOf('- Muted comment'));
    expect(await waiting()).toEqual([]);
    expect(await runDigest(t.app.db, notifier, 'daily')).toBe(0);

    // Rolled back with the change that caused it.
    await expect(
      t.app.db.transaction(async (tx) => {
        await notify(tx, notifier, muted('Never happened'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await waiting()).toEqual([]);
    await t.app.db
      .delete(notificationPreferences)
      .where(eq(notificationPreferences.userId, enClient.user.id));
    await setDigest(enClient, 'immediately');
  });

  it('honours a preference switched off, and skips inactive users', async () => {
    await clearAll();
    const prefs = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/notifications/preferences/',
      headers: editor.auth,
    });
    const statusPref = prefs
      .json<{ id: number; event: string }[]>()
      .find((p) => p.event === 'status_change')!;
    const off = await request(
      editor,
      'PATCH',
      `/api/notifications/notifications/preferences/${statusPref.id}/`,
      { in_app: false, email: false },
    );
    expect(off.statusCode).toBe(200);
    const app = await application({ assigned_to: editor.user.id, status: 'draft' });
    await clearAll();
    const mailsBefore = (await queuedMails(editor.user.email)).length;
    await move(app.id, 'submitted', client);
    expect(await inbox(editor)).toEqual([]);
    expect(await queuedMails(editor.user.email)).toHaveLength(mailsBefore);
    // In-app off, e-mail on: no notification, the copy goes by mail.
    await request(
      editor,
      'PATCH',
      `/api/notifications/notifications/preferences/${statusPref.id}/`,
      { email: true },
    );
    await move(app.id, 'cancelled', client);
    expect(await inbox(editor)).toEqual([]);
    const mails = await queuedMails(editor.user.email);
    expect(mails.at(-1)).toMatchObject({ key: 'notification_status_change', version: 1 });
    expect(mails.at(-1)!.values.title).toContain(app.reference_number);

    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, enClient.user.id));
    await t.app.db.transaction((tx) => notify(tx, notifier, input([enClient.user.id])));
    expect(await inbox(enClient)).toEqual([]);
    await t.app.db.update(users).set({ isActive: true }).where(eq(users.id, enClient.user.id));
  });
});

describe('daily reminders', () => {
  it('tell the assignee once per application and day: due tomorrow (warning), overdue (danger)', async () => {
    await clearAll();
    const due = async (assignee: Session, dueDate: string, status: string) => {
      const app = await application({ assigned_to: assignee.user.id, due_date: dueDate });
      await t.app.db.update(applications).set({ status }).where(eq(applications.id, app.id));
      return app;
    };
    const tomorrow = await due(arEditor, '2026-11-22', 'submitted');
    const overdue = await due(editor, '2026-11-10', 'in_progress');
    const closed = await due(editor, '2026-11-10', 'completed');
    const later = await due(editor, '2026-11-30', 'submitted');
    const draft = await due(editor, '2026-11-10', 'draft');
    await clearAll();
    const day = new Date('2026-11-21T06:00:00Z');
    expect(await runDueReminders(t.app.db, notifier, day)).toBe(2);
    expect(await runDueReminders(t.app.db, notifier, day)).toBe(0);
    const [dueSoon] = await inbox(arEditor);
    expect(dueSoon).toMatchObject({
      type: 'application',
      category: 'warning',
      event: 'due_reminder',
      applicationId: tomorrow.id,
      dedupeKey: `due:${tomorrow.id}:2026-11-21`,
    });
    expect(dueSoon!.title).toMatch(/[\u0600-\u06FF]/);
    const late = await inbox(editor);
    expect(late).toHaveLength(1);
    expect(late[0]).toMatchObject({ category: 'danger', applicationId: overdue.id });
    expect(late.some((n) => [closed.id, later.id, draft.id].includes(n.applicationId!))).toBe(
      false,
    );
    // The next day: the overdue one again, the other is now due today (no reminder).
    expect(await runDueReminders(t.app.db, notifier, new Date('2026-11-22T06:00:00Z'))).toBe(1);
    expect(await inbox(editor)).toHaveLength(2);
    expect(await inbox(arEditor)).toHaveLength(1);
    // A deleted application is not reminded of; the one due on the 22nd is overdue now.
    await t.app.db
      .update(applications)
      .set({ deletedAt: new Date() })
      .where(eq(applications.id, overdue.id));
    expect(await runDueReminders(t.app.db, notifier, new Date('2026-11-23T06:00:00Z'))).toBe(1);
    expect(await inbox(editor)).toHaveLength(2);
    expect((await inbox(arEditor)).map((n) => n.category)).toEqual(['warning', 'danger']);
  });
});

describe('job schedules', () => {
  it('reminders and digests are scheduled daily', async () => {
    const schedules = await t.app.boss.getSchedules();
    expect(
      schedules
        .filter((s) => s.name === REMINDERS_QUEUE || s.name === DIGEST_QUEUE)
        .map((s) => [s.name, s.cron])
        .sort(),
    ).toEqual([
      [DIGEST_QUEUE, '0 7 * * *'],
      [REMINDERS_QUEUE, '0 6 * * *'],
    ]);
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
