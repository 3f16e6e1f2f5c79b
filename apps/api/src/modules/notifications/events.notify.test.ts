import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationDigestItems, notificationPreferences, users } from '../../db/schema/index.js';
import { runDigest, runDigests } from '../../jobs/notifications.js';
import { notify, type Notifier } from './notify.js';
import { eventsSetup } from './events.fixtures.js';

const {
  t,
  editor,
  client,
  enClient,
  inbox,
  queuedMails,
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
    expect(mail.text.match(/ — Title: /g)).toHaveLength(2);
    // Nothing pending any more: no second mail.
    expect(await runDigest(t.app.db, notifier, 'daily')).toBe(0);
    await setDigest(enClient, 'immediately');
    await setDigest(editor, 'immediately');
  });

  it("the weekly digest goes out on its day only, on the organisation's clock", async () => {
    await clearAll();
    await setDigest(enClient, 'weekly');
    await t.app.db.transaction((tx) => notify(tx, notifier, input([enClient.user.id])));
    expect(await runDigests(t.app.db, notifier, new Date('2026-11-23T07:00:00Z'))).toBe(0);
    expect((await inbox(enClient))[0]!.digestPending).toBe(true);
    // 22:00 UTC on Saturday the 21st is 01:00 on Sunday in Riyadh, the organisation's day.
    expect(await runDigests(t.app.db, notifier, new Date('2026-11-21T22:00:00Z'))).toBe(1);
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
    expect(mail.text).toContain(' — Title: ');
    expect(mail.text.indexOf(' — Title: ')).toBeLessThan(mail.text.indexOf(' — Muted comment: '));
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
    expect(mails.at(-1)).toMatchObject({ key: 'notification_status_change', version: 2 });
    expect(mails.at(-1)!.values.title).toContain(app.reference_number);

    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, enClient.user.id));
    await t.app.db.transaction((tx) => notify(tx, notifier, input([enClient.user.id])));
    expect(await inbox(enClient)).toEqual([]);
    await t.app.db.update(users).set({ isActive: true }).where(eq(users.id, enClient.user.id));
  });
});
