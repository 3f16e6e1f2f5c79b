import type { Language } from '@mutabaa/shared';

/** What a notification reads: its title and message in one language. */
export type NotificationText = { title: string; message: string };

/** An application as its notifications name it. */
export type ApplicationRef = { referenceNumber: string; title: string };

/**
 * The reference and the quoted title. A mark of the text's own direction after each (RLM in
 * Arabic, LRM in English) keeps the quotation marks with the sentence when the title is in the
 * other language; without it an English title in Arabic text swaps places with the reference.
 */
const quoted = (lang: Language, ref: ApplicationRef) =>
  lang === 'ar'
    ? `${ref.referenceNumber}\u200F «${ref.title}»\u200F`
    : `${ref.referenceNumber}\u200E “${ref.title}”\u200E`;

/**
 * The text of every event in both languages. Each notification is written in its recipient's
 * language when it is created, so these take the language and the event's facts.
 */
export const TEXTS = {
  assignment(lang: Language, ref: ApplicationRef): NotificationText {
    return lang === 'ar'
      ? {
          title: `أُسند إليك الطلب ${ref.referenceNumber}`,
          message: `أُسند إليك الطلب ${quoted(lang, ref)}.`,
        }
      : {
          title: `Application ${ref.referenceNumber} assigned to you`,
          message: `Application ${quoted(lang, ref)} has been assigned to you.`,
        };
  },

  bulkAssignment(lang: Language, count: number, by: string): NotificationText {
    const n = new Intl.NumberFormat(lang === 'ar' ? 'ar' : 'en').format(count);
    return lang === 'ar'
      ? {
          title: `أُسند إليك ${n} من الطلبات`,
          message: `أسند ${by} إليك ${n} من الطلبات. تجدها في «المهام المسندة».`,
        }
      : {
          title: `${n} applications assigned to you`,
          message: `${by} assigned ${n} applications to you. They are in Assigned Transactions.`,
        };
  },

  statusChange(lang: Language, ref: ApplicationRef, status: string): NotificationText {
    return lang === 'ar'
      ? {
          title: `تغيّرت حالة الطلب ${ref.referenceNumber}`,
          message: `أصبحت حالة الطلب ${quoted(lang, ref)}: ${status}.`,
        }
      : {
          title: `Application ${ref.referenceNumber}: status changed`,
          message: `The status of application ${quoted(lang, ref)} is now ${status}.`,
        };
  },

  /** How a staff member without a name is named to others (never by their address). */
  staffMember(lang: Language): string {
    return lang === 'ar' ? 'أحد أعضاء الفريق' : 'A team member';
  },

  comment(lang: Language, ref: ApplicationRef, author: string): NotificationText {
    return lang === 'ar'
      ? {
          title: `تعليق جديد على الطلب ${ref.referenceNumber}`,
          message: `أضاف ${author} تعليقًا على الطلب ${quoted(lang, ref)}.`,
        }
      : {
          title: `New comment on application ${ref.referenceNumber}`,
          message: `${author} commented on application ${quoted(lang, ref)}.`,
        };
  },

  registration(lang: Language, user: { name: string; email: string }): NotificationText {
    return lang === 'ar'
      ? {
          title: 'تسجيل مستخدم جديد',
          message: `سجّل ${user.name} (${user.email}) حسابًا جديدًا.`,
        }
      : {
          title: 'New user registration',
          message: `${user.name} (${user.email}) has registered a new account.`,
        };
  },

  importFinished(
    lang: Language,
    result: { fileName: string; created: number; failed: number },
  ): NotificationText {
    return lang === 'ar'
      ? {
          title: result.failed ? 'اكتمل الاستيراد مع أخطاء' : 'اكتمل الاستيراد',
          message: result.failed
            ? `الملف ${result.fileName}: أُنشئ ${result.created} طلبًا، وتعذّر ${result.failed}.`
            : `اكتمل استيراد الملف ${result.fileName}: أُنشئ ${result.created} طلبًا.`,
        }
      : {
          title: result.failed ? 'Import finished with errors' : 'Import finished',
          message: result.failed
            ? `${result.fileName}: ${result.created} applications created, ${result.failed} failed.`
            : `The import of ${result.fileName} finished: ${result.created} applications created.`,
        };
  },

  dueTomorrow(lang: Language, ref: ApplicationRef, dueDate: string): NotificationText {
    return lang === 'ar'
      ? {
          title: `الطلب ${ref.referenceNumber} مستحق غدًا`,
          message: `موعد استحقاق الطلب ${quoted(lang, ref)} غدًا (${dueDate}).`,
        }
      : {
          title: `Application ${ref.referenceNumber} is due tomorrow`,
          message: `Application ${quoted(lang, ref)} is due tomorrow (${dueDate}).`,
        };
  },

  overdue(lang: Language, ref: ApplicationRef, dueDate: string): NotificationText {
    return lang === 'ar'
      ? {
          title: `الطلب ${ref.referenceNumber} متأخر`,
          message: `تجاوز الطلب ${quoted(lang, ref)} موعد استحقاقه (${dueDate}).`,
        }
      : {
          title: `Application ${ref.referenceNumber} is overdue`,
          message: `Application ${quoted(lang, ref)} was due on ${dueDate}.`,
        };
  },
};
