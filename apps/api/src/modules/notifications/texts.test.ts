import { describe, expect, it } from 'vitest';
import { TEXTS } from './texts.js';

const RLM = '\u200F';
const LRM = '\u200E';

describe('notification texts', () => {
  it('end the reference and a title in the other language with the text’s own direction mark', () => {
    const english = { referenceNumber: 'APP-2026-000279', title: 'Consultancy practice licence' };
    const arabic = { referenceNumber: 'APP-2026-000265', title: 'شكوى انقطاع الخدمة' };
    expect(TEXTS.assignment('ar', english).message).toBe(
      `أُسند إليك الطلب APP-2026-000279${RLM} «Consultancy practice licence»${RLM}.`,
    );
    expect(TEXTS.assignment('en', arabic).message).toBe(
      `Application APP-2026-000265${LRM} “شكوى انقطاع الخدمة”${LRM} has been assigned to you.`,
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
        // Titles carry only the reference: nothing to mark.
        expect(text.title).not.toMatch(/[\u200E\u200F]/);
      }
    }
  });
});
