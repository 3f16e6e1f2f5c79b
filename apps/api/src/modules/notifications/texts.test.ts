import { describe, expect, it } from 'vitest';
import { TEXTS } from './texts.js';

const RLM = '\u200F';
const LRM = '\u200E';
/** A typed value as the texts isolate it: FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE. */
const iso = (value: string) => `\u2068${value}\u2069`;

describe('notification texts', () => {
  it('isolate a title or name and end the reference and the title with the text’s own mark', () => {
    const english = { referenceNumber: 'APP-2026-000279', title: 'Consultancy practice licence' };
    const arabic = { referenceNumber: 'APP-2026-000265', title: 'شكوى انقطاع الخدمة' };
    expect(TEXTS.assignment('ar', english).message).toBe(
      `أُسند إليك الطلب APP-2026-000279${RLM} «${iso('Consultancy practice licence')}»${RLM}.`,
    );
    expect(TEXTS.assignment('en', arabic).message).toBe(
      `Application APP-2026-000265${LRM} “${iso('شكوى انقطاع الخدمة')}”${LRM} has been assigned to you.`,
    );
    for (const lang of ['ar', 'en'] as const) {
      const mark = lang === 'ar' ? RLM : LRM;
      const other = lang === 'ar' ? LRM : RLM;
      for (const text of [
        TEXTS.statusChange(lang, english, 'x'),
        TEXTS.comment(lang, arabic, 'Omar Haddad'),
      ]) {
        expect(text.message.split(mark)).toHaveLength(3);
        expect(text.message).not.toContain(other);
        // A typed value brings no direction control of its own into the sentence.
        expect(TEXTS.comment(lang, arabic, 'Omar\u202E Haddad').message).toContain(
          iso('Omar Haddad'),
        );
        // Titles carry only the reference: nothing to mark.
        expect(text.title).not.toMatch(/[\u200E\u200F]/);
      }
    }
  });

  it('count in English by one and other', () => {
    expect(TEXTS.bulkAssignment('en', 1, 'Omar Haddad')).toEqual({
      title: '1 application assigned to you',
      message: `${iso('Omar Haddad')} assigned 1 application to you. It is in Assigned Transactions.`,
    });
    expect(TEXTS.bulkAssignment('en', 2, 'Omar Haddad').title).toBe(
      '2 applications assigned to you',
    );
    const done = (created: number, failed = 0) =>
      TEXTS.importFinished('en', { fileName: 'a.xlsx', created, failed }).message;
    expect(done(1)).toBe(`The import of ${iso('a.xlsx')} finished: 1 application created.`);
    expect(done(2)).toBe(`The import of ${iso('a.xlsx')} finished: 2 applications created.`);
    expect(done(2, 1)).toBe(`${iso('a.xlsx')}: 2 applications created, 1 failed.`);
  });

  it('count in Arabic by its six forms, the name kept out of the choice', () => {
    const n = (value: number) => new Intl.NumberFormat('ar').format(value);
    expect(
      [0, 1, 2, 3, 11, 100].map((c) =>
        TEXTS.bulkAssignment('ar', c, '{count}').message.replace(iso('{count}'), '{count}'),
      ),
    ).toEqual([
      'لم يُسند {count} إليك أي طلب.',
      'أسند {count} إليك طلبًا واحدًا. تجده في «المهام المسندة».',
      'أسند {count} إليك طلبين. تجدهما في «المهام المسندة».',
      `أسند {count} إليك ${n(3)} طلبات. تجدها في «المهام المسندة».`,
      `أسند {count} إليك ${n(11)} طلبًا. تجدها في «المهام المسندة».`,
      `أسند {count} إليك ${n(100)} طلب. تجدها في «المهام المسندة».`,
    ]);
  });
});
