import type { Role } from './enums.js';

/**
 * Reports and analytics: the definitions every figure follows, written once for the API that
 * computes them, the page that shows them (its "how this is computed" notes) and the tests.
 * Days are calendar days in UTC, like the applications list's date filters.
 */

export const REPORT_INTERVALS = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

/** The most points one chart over time may have (a year by day fits; five years by day not). */
export const REPORT_MAX_POINTS = 400;

export const REPORT_PRESETS = ['week', 'month', 'quarter', 'year'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

type Transition = { from_status: string; to_status: string; min_role: Role };

/**
 * Final statuses, from the configured workflow: a status is final when nothing but an admin's
 * transition leads out of it (a reopen), or nothing at all. Drafts are never final. With the
 * default workflow: completed and cancelled.
 */
export function finalStatuses(statuses: readonly string[], transitions: readonly Transition[]) {
  return statuses.filter(
    (status) =>
      status !== 'draft' &&
      transitions.every((t) => t.from_status !== status || t.min_role === 'admin'),
  );
}

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a UTC date. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return isoDay(new Date(parseDay(day).getTime() + days * DAY_MS));
}

/** The first day of the interval holding `day`: itself, its Monday (ISO week), its month's 1st. */
export function intervalStart(day: string, interval: ReportInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (parseDay(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** The first day of the interval after the one starting on `start`. */
export function nextIntervalStart(start: string, interval: ReportInterval): string {
  if (interval === 'day') return addDays(start, 1);
  if (interval === 'week') return addDays(start, 7);
  const d = parseDay(start);
  return isoDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
}

export type ReportBucket = { start: string; end: string };

/**
 * The points of a chart over time from `start` to `end` (both inclusive): one per day, week or
 * month, the first and last cut to the period, so that their counts add up to the period's.
 */
export function reportBuckets(start: string, end: string, interval: ReportInterval) {
  const buckets: ReportBucket[] = [];
  for (let from = start; from <= end;) {
    const next = nextIntervalStart(intervalStart(from, interval), interval);
    const last = addDays(next, -1);
    buckets.push({ start: from, end: last < end ? last : end });
    from = next;
  }
  return buckets;
}

/** How many points `reportBuckets` gives, without building them. */
export function reportPointCount(start: string, end: string, interval: ReportInterval): number {
  const days = Math.round((parseDay(end).getTime() - parseDay(start).getTime()) / DAY_MS) + 1;
  if (days <= 0) return 0;
  if (interval === 'day') return days;
  if (interval === 'week') {
    return (
      Math.round(
        (parseDay(intervalStart(end, 'week')).getTime() -
          parseDay(intervalStart(start, 'week')).getTime()) /
          (7 * DAY_MS),
      ) + 1
    );
  }
  const months = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  return months(end) - months(start) + 1;
}

/** The interval a period is shown by when none is asked for: days up to a month, then weeks up
 * to a quarter, then months. */
export function defaultInterval(start: string, end: string): ReportInterval {
  const days = reportPointCount(start, end, 'day');
  if (days <= 31) return 'day';
  if (days <= 92) return 'week';
  return 'month';
}

/** A preset period up to and including `today`: this week (from Monday), month, quarter, year. */
export function presetPeriod(preset: ReportPreset, today: string): { start: string; end: string } {
  const year = today.slice(0, 4);
  const month = Number(today.slice(5, 7));
  switch (preset) {
    case 'week':
      return { start: intervalStart(today, 'week'), end: today };
    case 'month':
      return { start: `${today.slice(0, 7)}-01`, end: today };
    case 'quarter': {
      const first = month - ((month - 1) % 3);
      return { start: `${year}-${String(first).padStart(2, '0')}-01`, end: today };
    }
    case 'year':
      return { start: `${year}-01-01`, end: today };
  }
}

/**
 * Durations are counted in whole hours below two days and in whole days from two days on,
 * rounded down: fine where it matters, and the same value however the figure is read.
 */
export function durationBucketHours(hours: number): number {
  if (hours < 48) return Math.max(0, Math.floor(hours));
  return Math.floor(hours / 24) * 24;
}

type Text = { en: string; ar: string };

/** The "how this is computed" note of each figure, in both languages. */
export const REPORT_DEFINITIONS = {
  period: {
    en: 'Days run from midnight to midnight UTC. Weeks start on Monday. Deleted applications are never counted.',
    ar: 'تبدأ الأيام وتنتهي عند منتصف الليل بالتوقيت العالمي (UTC)، وتبدأ الأسابيع يوم الاثنين. لا تُحتسب الطلبات المحذوفة أبدًا.',
  },
  created: {
    en: 'Applications created in the period that match the filters: exactly the ones the applications list shows for the same dates and filters.',
    ar: 'الطلبات التي أُنشئت خلال الفترة وتطابق عوامل التصفية، وهي نفسها التي تعرضها قائمة الطلبات للتواريخ وعوامل التصفية نفسها.',
  },
  breakdown: {
    en: 'The applications created in the period, counted by their status, type, priority or department now.',
    ar: 'الطلبات التي أُنشئت خلال الفترة، معدودة حسب حالتها أو نوعها أو أولويتها أو قسمها الحالي.',
  },
  completed: {
    en: 'Submitted applications now in a final status that they reached in the period. One reopened and completed again counts once, on its last completion.',
    ar: 'الطلبات المقدَّمة التي هي الآن في حالة نهائية بلغتها خلال الفترة. الطلب الذي أُعيد فتحه ثم أُنجز مجددًا يُحتسب مرة واحدة عند آخر إنجاز له.',
  },
  final_statuses: {
    en: 'Final statuses come from the workflow: those that only an admin can move an application out of (a reopen).',
    ar: 'تُستمد الحالات النهائية من سير العمل: وهي الحالات التي لا يُخرج الطلب منها إلا المدير (إعادة الفتح).',
  },
  backlog: {
    en: 'Applications submitted and not in a final status at the end of each day, week or month.',
    ar: 'الطلبات المقدَّمة التي لم تبلغ حالة نهائية في نهاية كل يوم أو أسبوع أو شهر.',
  },
  processing_time: {
    en: 'For the completed applications above: the time from first submission to completion. Counted in whole hours below two days and whole days above; the median is the middle value, the 90th percentile the value 90 % stay within.',
    ar: 'للطلبات المنجزة أعلاه: المدة من أول تقديم حتى الإنجاز، بالساعات الكاملة دون يومين وبالأيام الكاملة فوق ذلك. الوسيط هو القيمة الوسطى، والمئين التسعون هو القيمة التي لا يتجاوزها 90٪ من الطلبات.',
  },
  time_in_status: {
    en: 'For each status: the median time an application spent in it, over the applications that left it during the period. An application that left a status twice counts twice here and once in the list the bar opens.',
    ar: 'لكل حالة: وسيط المدة التي أمضاها الطلب فيها، على الطلبات التي غادرتها خلال الفترة. الطلب الذي غادر الحالة مرتين يُحسب هنا مرتين، ومرة واحدة في القائمة التي يفتحها العمود.',
  },
  due_date: {
    en: 'Completed applications that have a due date: met when completed on or before that day, missed when after it.',
    ar: 'الطلبات المنجزة التي لها تاريخ استحقاق: ملتزَم بها إن أُنجزت في ذلك اليوم أو قبله، ومتأخرة إن أُنجزت بعده.',
  },
  overdue_now: {
    en: 'Open applications (submitted, not final) whose due date has passed, today, whatever their creation date.',
    ar: 'الطلبات المفتوحة (المقدَّمة وغير النهائية) التي مضى تاريخ استحقاقها اليوم، أيًّا كان تاريخ إنشائها.',
  },
  editors: {
    en: 'Per assignee: open and overdue applications now, the applications completed in the period and their median processing time.',
    ar: 'لكل مكلَّف: الطلبات المفتوحة والمتأخرة الآن، والطلبات المنجزة خلال الفترة ووسيط مدة معالجتها.',
  },
  service_level: {
    en: 'Applications completed in the period (as above) that had a service level: met when completed by the promised time, missed when after it. The share is met out of met and missed.',
    ar: 'الطلبات المنجزة خلال الفترة (كما أعلاه) التي كان لها مستوى خدمة: ملتزَم به إن أُنجزت قبل الموعد الموعود أو عنده، وفائت إن أُنجزت بعده. النسبة هي الملتزَم به من مجموع الملتزَم به والفائت.',
  },
  breached_now: {
    en: 'Open applications whose promised time has passed, now, whatever their creation date; a paused clock is not breached while it waits.',
    ar: 'الطلبات المفتوحة التي مضى موعدها الموعود الآن، أيًّا كان تاريخ إنشائها؛ ولا تُعد الساعة المتوقفة مؤقتًا متجاوزة ما دامت في الانتظار.',
  },
} as const satisfies Record<string, Text>;
export type ReportDefinition = keyof typeof REPORT_DEFINITIONS;
