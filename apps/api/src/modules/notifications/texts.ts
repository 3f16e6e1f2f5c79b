import { isolate, type Language } from '@mutabaa/shared';
import { formatCount, plural } from '../../i18n/plural.js';

/** What a notification reads: its title and message in one language. */
export type NotificationText = { title: string; message: string };

/** An application as its notifications name it. */
export type ApplicationRef = { referenceNumber: string; title: string };

/**
 * The reference and the quoted title. The title is isolated (see `isolate`), and a mark of the
 * text's own direction after the reference and the closing quotation mark (RLM in Arabic, LRM
 * in English) keeps them with the sentence in a reader that ignores isolates.
 */
const quoted = (lang: Language, ref: ApplicationRef) =>
  lang === 'ar'
    ? `${ref.referenceNumber}\u200F «${isolate(ref.title)}»\u200F`
    : `${ref.referenceNumber}\u200E “${isolate(ref.title)}”\u200E`;

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
    // The name goes in after the plural form is chosen, so that no name is read as a placeholder.
    const withBy = (text: string) => text.replace('{by}', () => isolate(by));
    return lang === 'ar'
      ? {
          title: plural(lang, count, {
            zero: 'لم يُسند إليك أي طلب',
            one: 'أُسند إليك طلب واحد',
            two: 'أُسند إليك طلبان',
            few: 'أُسندت إليك {count} طلبات',
            many: 'أُسند إليك {count} طلبًا',
            other: 'أُسند إليك {count} طلب',
          }),
          message: withBy(
            plural(lang, count, {
              zero: 'لم يُسند {by} إليك أي طلب.',
              one: 'أسند {by} إليك طلبًا واحدًا. تجده في «المهام المسندة».',
              two: 'أسند {by} إليك طلبين. تجدهما في «المهام المسندة».',
              few: 'أسند {by} إليك {count} طلبات. تجدها في «المهام المسندة».',
              many: 'أسند {by} إليك {count} طلبًا. تجدها في «المهام المسندة».',
              other: 'أسند {by} إليك {count} طلب. تجدها في «المهام المسندة».',
            }),
          ),
        }
      : {
          title: plural(lang, count, {
            one: '{count} application assigned to you',
            other: '{count} applications assigned to you',
          }),
          message: withBy(
            plural(lang, count, {
              one: '{by} assigned {count} application to you. It is in Assigned Transactions.',
              other:
                '{by} assigned {count} applications to you. They are in Assigned Transactions.',
            }),
          ),
        };
  },

  statusChange(lang: Language, ref: ApplicationRef, status: string): NotificationText {
    return lang === 'ar'
      ? {
          title: `تغيّرت حالة الطلب ${ref.referenceNumber}`,
          message: `أصبحت حالة الطلب ${quoted(lang, ref)}: ${isolate(status)}.`,
        }
      : {
          title: `Application ${ref.referenceNumber}: status changed`,
          message: `The status of application ${quoted(lang, ref)} is now ${isolate(status)}.`,
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
          message: `أضاف ${isolate(author)} تعليقًا على الطلب ${quoted(lang, ref)}.`,
        }
      : {
          title: `New comment on application ${ref.referenceNumber}`,
          message: `${isolate(author)} commented on application ${quoted(lang, ref)}.`,
        };
  },

  registration(lang: Language, user: { name: string; email: string }): NotificationText {
    return lang === 'ar'
      ? {
          title: 'تسجيل مستخدم جديد',
          message: `سجّل ${isolate(user.name)} (${isolate(user.email)}) حسابًا جديدًا.`,
        }
      : {
          title: 'New user registration',
          message: `${isolate(user.name)} (${isolate(user.email)}) has registered a new account.`,
        };
  },

  importFinished(
    lang: Language,
    result: { fileName: string; created: number; failed: number },
  ): NotificationText {
    if (lang === 'ar') {
      const created = plural(lang, result.created, {
        zero: 'لم يُنشأ أي طلب',
        one: 'أُنشئ طلب واحد',
        two: 'أُنشئ طلبان',
        few: 'أُنشئت {count} طلبات',
        many: 'أُنشئ {count} طلبًا',
        other: 'أُنشئ {count} طلب',
      });
      const failed = plural(lang, result.failed, {
        one: 'طلب واحد',
        two: 'طلبين',
        few: '{count} طلبات',
        many: '{count} طلبًا',
        other: '{count} طلب',
      });
      return {
        title: result.failed ? 'اكتمل الاستيراد مع أخطاء' : 'اكتمل الاستيراد',
        message: result.failed
          ? `الملف ${isolate(result.fileName)}: ${created}، وتعذّر إنشاء ${failed}.`
          : `اكتمل استيراد الملف ${isolate(result.fileName)}: ${created}.`,
      };
    }
    const created = plural(lang, result.created, {
      one: '{count} application created',
      other: '{count} applications created',
    });
    return {
      title: result.failed ? 'Import finished with errors' : 'Import finished',
      message: result.failed
        ? `${isolate(result.fileName)}: ${created}, ${formatCount(lang, result.failed)} failed.`
        : `The import of ${isolate(result.fileName)} finished: ${created}.`,
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

  /** `due` is the promised moment in the reader's calendar; `percent` of the time has passed. */
  slaWarning(lang: Language, ref: ApplicationRef, due: string, percent: number): NotificationText {
    return lang === 'ar'
      ? {
          title: `الطلب ${ref.referenceNumber} يقترب من موعده الموعود`,
          message: `استهلك الطلب ${quoted(lang, ref)} \u200F${percent}٪ من وقت العمل المحدد له؛ موعده ${due}.`,
        }
      : {
          title: `Application ${ref.referenceNumber} is close to its promised date`,
          message: `Application ${quoted(lang, ref)} has used ${percent}% of its working time; it is due by ${due}.`,
        };
  },

  slaBreach(lang: Language, ref: ApplicationRef, due: string): NotificationText {
    return lang === 'ar'
      ? {
          title: `الطلب ${ref.referenceNumber} تجاوز موعده الموعود`,
          message: `كان موعد الطلب ${quoted(lang, ref)} ${due}، وما زال مفتوحًا.`,
        }
      : {
          title: `Application ${ref.referenceNumber} has passed its promised date`,
          message: `Application ${quoted(lang, ref)} was due by ${due} and is still open.`,
        };
  },
};
