import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TApplication } from '@mutabaa/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { notifications, users } from '../../db/schema/index.js';
import { testCast } from '../../test/cast.js';
import { createApplication, moveApplication, type Session } from '../../test/factories.js';
import { parseMail, type ReceivedMail } from '../../test/mail.js';

/** Mails queued to `email` (kept in the job table whether sent yet or not). */
export type QueuedMail = { key: string; version: number; values: { title?: string } };

/** The app, its users, and how the tests of notified events read inboxes and mails. */
export function eventsSetup() {
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

  const inbox = (session: Session | number) =>
    t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, typeof session === 'number' ? session : session.user.id))
      .orderBy(asc(notifications.id));

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

  const EN = { headers: { 'accept-language': 'en' } };

  const application = (extra: object = {}, session: Session = admin): Promise<TApplication> =>
    createApplication(
      t.app,
      session,
      { title: 'Shop licence', client: client.user.id, ...extra },
      EN,
    );

  async function move(id: number, status: string, session: Session) {
    await moveApplication(t.app, session, id, status, EN);
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

  return {
    t,
    admin,
    editor,
    arEditor,
    client,
    enClient,
    inbox,
    queuedMails,
    waitForMail,
    request,
    EN,
    application,
    move,
    setDigest,
    clearAll,
  };
}
