import type { TApplication } from '@mutabaa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCount } from '../../i18n/plural.js';
import { notifyImportFinished } from './events.js';
import type { Notifier } from './notify.js';
import { eventsSetup } from './events.fixtures.js';

const { t, admin, arEditor, inbox, waitForMail, request, application, setDigest, clearAll } =
  eventsSetup();

let notifier: Notifier;
beforeAll(async () => {
  notifier = t.app.notifier;
  await setDigest(arEditor, 'immediately');
});

/** A number as the server's Arabic writes it. */
const n = (value: number) => formatCount('ar', value);

async function applications(count: number): Promise<TApplication[]> {
  const created: TApplication[] = [];
  for (let i = 0; i < count; i++) created.push(await application({ title: `Batch ${i}` }));
  return created;
}

describe('counted texts of the API and its mails', () => {
  it('name 2, 3 and 11 applications assigned at once in Arabic: answer, notification, mail', async () => {
    const expected = [
      { count: 2, detail: 'أُسند طلبان.', title: 'أُسند إليك طلبان', body: 'إليك طلبين.' },
      {
        count: 3,
        detail: `أُسندت ${n(3)} طلبات.`,
        title: `أُسندت إليك ${n(3)} طلبات`,
        body: `إليك ${n(3)} طلبات.`,
      },
      {
        count: 11,
        detail: `أُسند ${n(11)} طلبًا.`,
        title: `أُسند إليك ${n(11)} طلبًا`,
        body: `إليك ${n(11)} طلبًا.`,
      },
    ];
    for (const { count, detail, title, body } of expected) {
      const ids = (await applications(count)).map((a) => a.id);
      const response = await request(
        admin,
        'POST',
        '/api/assignments/',
        { transaction_ids: ids, assigned_to: arEditor.user.id },
        'ar',
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ detail, assigned: count });
      const mail = await waitForMail(arEditor.user.email, title);
      expect(mail.text).toContain(body);
      expect((await inbox(arEditor)).map((row) => row.title)).toContain(title);
    }
  });

  it('mail the end of an import with its counts in their plural forms', async () => {
    await clearAll();
    await t.app.db.transaction((tx) =>
      notifyImportFinished(tx, notifier, arEditor.user.id, {
        fileName: 'one.xlsx',
        created: 1,
        failed: 2,
      }),
    );
    const mail = await waitForMail(
      arEditor.user.email,
      'اكتمل الاستيراد مع أخطاء',
      'الملف \u2068one.xlsx\u2069',
    );
    expect(mail.text).toContain('أُنشئ طلب واحد، وتعذّر إنشاء طلبين.');
    for (const [created, text] of [
      [0, 'لم يُنشأ أي طلب.'],
      [3, `أُنشئت ${n(3)} طلبات.`],
      [11, `أُنشئ ${n(11)} طلبًا.`],
      [100, `أُنشئ ${n(100)} طلب.`],
    ] as const) {
      await clearAll();
      await t.app.db.transaction((tx) =>
        notifyImportFinished(tx, notifier, arEditor.user.id, {
          fileName: 'batch.xlsx',
          created,
          failed: 0,
        }),
      );
      const [row] = await inbox(arEditor);
      expect(row!.message).toContain(text);
    }
  });
});
