import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { runDigest } from '../../jobs/notifications.js';
import type { ReceivedMail } from '../../test/mail.js';
import type { Session } from '../../test/factories.js';
import { eventsSetup } from './events.fixtures.js';

const { t, admin, arEditor, enClient, inbox, waitForMail, request, application, move, setDigest } =
  eventsSetup();

// The organisation's default time zone. The expected texts come from Intl, apart from the
// formatter under test: the Umm al-Qura calendar with Arabic-Indic digits, and English.
const ZONE = 'Asia/Riyadh';
const hijriArab = (at: Date) => {
  const day = new Intl.DateTimeFormat('ar-u-ca-islamic-umalqura-nu-arab', {
    timeZone: ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat('ar-u-nu-arab', {
    timeZone: ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
  return `${day}، ${time}`;
};
const gregorianEn = (at: Date) => {
  const day = new Intl.DateTimeFormat('en', { timeZone: ZONE, dateStyle: 'medium' }).format(at);
  const time = new Intl.DateTimeFormat('en', {
    timeZone: ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
  return `${day}, ${time}`;
};

const FSI = '\u2068';
const PDI = '\u2069';

/** The HTML part without the break opportunities the renderer puts after `:` and `.`. */
const htmlOf = (mail: ReceivedMail) => mail.html.replace(/<wbr>/g, '');

/** The newest notification of `session` and the mail that copies it, with `line` in its text. */
async function mailed(session: Session, line: (at: Date) => string) {
  const row = (await inbox(session)).at(-1)!;
  const expected = line(row.createdAt);
  const mail = await waitForMail(session.user.email, row.title, expected);
  return { row, expected, mail };
}

beforeAll(async () => {
  await t.app.db
    .update(users)
    .set({ calendar: 'hijri', digits: 'arab' })
    .where(eq(users.id, arEditor.user.id));
});
afterAll(async () => {
  await t.app.db
    .update(users)
    .set({ calendar: null, digits: null })
    .where(eq(users.id, arEditor.user.id));
});

describe('the date of the event in its e-mail, in the recipient’s calendar', () => {
  it('a status change: Hijri with Arabic-Indic digits for one, Gregorian in English for the other', async () => {
    const app = await application({
      assigned_to: arEditor.user.id,
      client: enClient.user.id,
      status: 'draft',
    });
    await move(app.id, 'submitted', admin);

    const ar = await mailed(arEditor, hijriArab);
    expect(ar.row.event).toBe('status_change');
    expect(ar.expected).toMatch(/^[٠-٩]+ [\u0600-\u06FF ]+ [٠-٩]+ هـ، [٠-٩]+:[٠-٩]+ [صم]$/);
    expect(ar.mail.text).toContain(`التاريخ: ${FSI}${ar.expected}${PDI}\n`);
    expect(htmlOf(ar.mail)).toContain(`التاريخ: <bdi>${ar.expected}</bdi>`);

    const en = await mailed(enClient, gregorianEn);
    expect(en.row.event).toBe('status_change');
    expect(en.expected).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    expect(en.mail.text).toContain(`Date: ${FSI}${en.expected}${PDI}\n`);
    expect(en.mail.text).not.toContain('هـ');
    expect(htmlOf(en.mail)).toContain(`Date: <bdi>${en.expected}</bdi>`);
  });

  it('a comment: each party gets the date in their own style', async () => {
    const app = await application({ assigned_to: arEditor.user.id, client: enClient.user.id });
    const response = await request(admin, 'POST', `/api/transactions/${app.id}/comments/`, {
      text: 'Any news?',
    });
    expect(response.statusCode, response.body).toBe(201);

    const ar = await mailed(arEditor, hijriArab);
    expect(ar.row.event).toBe('comment');
    expect(ar.mail.text).toContain(`التاريخ: ${FSI}${ar.expected}${PDI}`);
    const en = await mailed(enClient, gregorianEn);
    expect(en.row.event).toBe('comment');
    expect(en.mail.text).toContain(`Date: ${FSI}${en.expected}${PDI}`);
  });

  it('a digest lists each notification with its date, in the reader’s style', async () => {
    await setDigest(arEditor, 'daily');
    try {
      const app = await application({
        assigned_to: arEditor.user.id,
        client: enClient.user.id,
        status: 'draft',
      });
      await move(app.id, 'submitted', admin);
      const row = (await inbox(arEditor)).at(-1)!;
      expect(row.digestPending).toBe(true);
      expect(await runDigest(t.app.db, t.app.notifier, 'daily')).toBe(1);

      const expected = hijriArab(row.createdAt);
      const mail = await waitForMail(
        arEditor.user.email,
        'ملخص إشعاراتك اليومي — متابعة',
        row.title,
      );
      // The title is the app's sentence (its typed values isolated inside it); the date a value.
      expect(mail.text).toContain(`- ${FSI}${expected}${PDI} — ${row.title}:`);
      expect(htmlOf(mail)).toContain(`<li style="margin-bottom:8px;"><bdi>${expected}</bdi> — `);
    } finally {
      await setDigest(arEditor, 'immediately');
    }
  });
});
