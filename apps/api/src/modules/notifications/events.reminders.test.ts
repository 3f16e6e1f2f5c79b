import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, users } from '../../db/schema/index.js';
import { DIGEST_QUEUE, REMINDERS_QUEUE, runDueReminders } from '../../jobs/notifications.js';
import type { Session } from '../../test/factories.js';
import type { Notifier } from './notify.js';
import { eventsSetup } from './events.fixtures.js';

const { t, admin, editor, arEditor, inbox, waitForMail, application, clearAll, request } =
  eventsSetup();

let notifier: Notifier;
beforeAll(() => {
  notifier = t.app.notifier;
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

describe("the organisation's day", () => {
  const timeZone = async (zone: string) => {
    const response = await request(admin, 'POST', '/api/system/settings/bulk_update/', {
      settings: { TIME_ZONE: zone },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('is the day on its own clock, and nothing is sent before 09:00 there', async () => {
    const app = await application({ assigned_to: editor.user.id, due_date: '2026-11-29' });
    await t.app.db
      .update(applications)
      .set({ status: 'submitted' })
      .where(eq(applications.id, app.id));
    await clearAll();
    // The reminders about this application (others of earlier tests may be overdue).
    const reminded = async (at: string) => {
      await runDueReminders(t.app.db, notifier, new Date(at));
      return (await inbox(editor)).filter((n) => n.applicationId === app.id);
    };
    try {
      // 20:00 UTC on the 27th is 10:00 on the 28th at +14: due "tomorrow" there, not in UTC.
      await timeZone('Pacific/Kiritimati');
      expect(await reminded('2026-11-27T20:00:00Z')).toEqual([
        expect.objectContaining({ category: 'warning', dedupeKey: `due:${app.id}:2026-11-28` }),
      ]);

      // 05:00 UTC on the 28th is 08:00 in Riyadh: too early; from 09:00 on, once that day.
      await clearAll();
      await timeZone('Asia/Riyadh');
      expect(await reminded('2026-11-28T05:00:00Z')).toHaveLength(0);
      expect(await reminded('2026-11-28T06:00:00Z')).toHaveLength(1);
      expect(await reminded('2026-11-28T14:00:00Z')).toHaveLength(1);
      // 22:30 UTC is 01:30 on the 29th in Riyadh: before 09:00, and the day it is due.
      expect(await reminded('2026-11-28T22:30:00Z')).toHaveLength(1);
      // 06:00 UTC on the 30th: overdue on Riyadh's day.
      expect((await reminded('2026-11-30T06:00:00Z')).map((n) => n.category)).toEqual([
        'warning',
        'danger',
      ]);
    } finally {
      await timeZone('Asia/Riyadh');
      await t.app.db
        .update(applications)
        .set({ deletedAt: new Date() })
        .where(eq(applications.id, app.id));
    }
  });
});

describe('dates in the reader calendar', () => {
  it('give each recipient the due date in their own calendar and digits, in app and by mail', async () => {
    await clearAll();
    await t.app.db
      .update(users)
      .set({ calendar: 'hijri', digits: 'arab' })
      .where(eq(users.id, arEditor.user.id));
    // 18 Jumada II 1448 is 28 November 2026 in the Umm al-Qura calendar.
    const hijri = await application({ assigned_to: arEditor.user.id, due_date: '2026-11-28' });
    const gregorian = await application({ assigned_to: editor.user.id, due_date: '2026-11-28' });
    await t.app.db
      .update(applications)
      .set({ status: 'submitted' })
      .where(inArray(applications.id, [hijri.id, gregorian.id]));
    await clearAll();
    try {
      await runDueReminders(t.app.db, notifier, new Date('2026-11-27T06:00:00Z'));
      const ar = (await inbox(arEditor)).find((n) => n.applicationId === hijri.id);
      expect(ar!.message).toContain('(١٨ جمادى الآخرة ١٤٤٨ هـ)');
      const mail = await waitForMail(arEditor.user.email, ar!.title, '١٨ جمادى الآخرة ١٤٤٨ هـ');
      expect(mail.text).not.toContain('2026-11-28');

      const en = (await inbox(editor)).find((n) => n.applicationId === gregorian.id);
      expect(en!.message).toContain('(Nov 28, 2026)');
      expect((await waitForMail(editor.user.email, en!.title)).text).toContain('Nov 28, 2026');
    } finally {
      await t.app.db
        .update(users)
        .set({ calendar: null, digits: null })
        .where(eq(users.id, arEditor.user.id));
    }
  });
});

describe('job schedules', () => {
  it('reminders are looked for every hour and digests sent daily', async () => {
    const schedules = await t.app.boss.getSchedules();
    expect(
      schedules
        .filter((s) => s.name === REMINDERS_QUEUE || s.name === DIGEST_QUEUE)
        .map((s) => [s.name, s.cron])
        .sort(),
    ).toEqual([
      [DIGEST_QUEUE, '0 7 * * *'],
      [REMINDERS_QUEUE, '0 * * * *'],
    ]);
  });
});
