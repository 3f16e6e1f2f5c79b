import { gregorianOfHijri, type TSlaHolidayCreate, type TSlaPolicyCreate } from '@mutabaa/shared';
import type { Db } from '../db/client.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { SlaPoliciesService } from '../modules/sla/policies.service.js';
import { SlaService } from '../modules/sla/sla.service.js';
import { loadRules, syncClocks } from '../modules/sla/clock.js';
import { recomputeClocks } from '../modules/sla/recompute.js';
import * as repository from './demo.repository.js';
import { DEMO_USERS } from './users.js';

/** `YYYY-MM-DD` of the Gregorian day of an Umm al-Qura date. */
function gregorianDay(year: number, month: number, day: number): string {
  const g = gregorianOfHijri({ year, month, day });
  return `${g.year}-${String(g.month).padStart(2, '0')}-${String(g.day).padStart(2, '0')}`;
}

/** Days `fromDay`–`toDay` of month `month` of Hijri year `year` (Umm al-Qura), as Gregorian days. */
function ummAlQuraDays(year: number, month: number, fromDay: number, toDay: number) {
  return {
    date_from: gregorianDay(year, month, fromDay),
    date_to: gregorianDay(year, month, toDay),
  };
}

/**
 * The demo's holidays: Eid al-Fitr (1–3 Shawwal) and Eid al-Adha (10–13 Dhu al-Hijjah) of 1447
 * and 1448 (2026 and 2027) on the Umm al-Qura calendar, and the National Day (23 September).
 */
export function demoHolidays(): TSlaHolidayCreate[] {
  const holidays: TSlaHolidayCreate[] = [];
  for (const year of [1447, 1448]) {
    holidays.push(
      {
        name_ar: `عيد الفطر ${year}هـ`,
        name_en: `Eid al-Fitr ${year} AH`,
        ...ummAlQuraDays(year, 10, 1, 3),
      },
      {
        name_ar: `عيد الأضحى ${year}هـ`,
        name_en: `Eid al-Adha ${year} AH`,
        ...ummAlQuraDays(year, 12, 10, 13),
      },
    );
  }
  for (const year of [2026, 2027]) {
    const day = `${year}-09-23`;
    holidays.push({
      name_ar: `اليوم الوطني ${year}`,
      name_en: `National Day ${year}`,
      date_from: day,
      date_to: day,
    });
  }
  return holidays.sort((a, b) => a.date_from.localeCompare(b.date_from));
}

/** The status that waits for the applicant (its demo note: "until the client sends …"). */
const WAITING_FOR_CLIENT = 'on_hold';

/** Per priority: urgent and high ones promised sooner than the rest. */
export const DEMO_POLICIES: TSlaPolicyCreate[] = [
  {
    name_ar: 'الطلبات العاجلة',
    name_en: 'Urgent applications',
    transaction_type: null,
    priority: 'urgent',
    resolution_hours: 8,
    pause_statuses: [WAITING_FOR_CLIENT],
    warn_percent: 75,
    active: true,
  },
  {
    name_ar: 'الطلبات ذات الأولوية العالية',
    name_en: 'High-priority applications',
    transaction_type: null,
    priority: 'high',
    resolution_hours: 24,
    pause_statuses: [WAITING_FOR_CLIENT],
    warn_percent: 80,
    active: true,
  },
  {
    name_ar: 'مستوى الخدمة العام',
    name_en: 'Standard service level',
    transaction_type: null,
    priority: null,
    resolution_hours: 40,
    pause_statuses: [WAITING_FOR_CLIENT],
    warn_percent: 80,
    active: true,
  },
];

/**
 * The service-level setup of the demo organisation (the default working calendar, holidays,
 * policies), made through the services as an administrator would, then the clocks of the demo
 * applications: each one's status changes that start, end or stop a clock are replayed at their
 * times, so a pause or a completion counts as it would have, then brought to `now`. The told
 * warnings and breaches of the past are marked told: a fresh install does not send them all at
 * once. Nothing when a policy exists already. Returns whether it set anything up.
 */
export async function seedDemoServiceLevels(db: Db, now: Date): Promise<boolean> {
  const policies = new SlaPoliciesService({ db });
  if ((await policies.list()).length > 0) return false;
  const adminEmail = DEMO_USERS.find((u) => u.role === 'admin')!.email;
  const admin = await findUserByEmail(db, adminEmail);
  if (!admin) return false;
  const actor = { user: admin, ip: '' };
  const calendar = new SlaService({ db });
  for (const holiday of demoHolidays()) await calendar.createHoliday(holiday, actor);
  for (const policy of DEMO_POLICIES) await policies.create(policy, actor);

  await db.transaction(async (tx) => {
    const rules = await loadRules(tx);
    const pausing = new Set(rules.policies.flatMap((p) => p.pauseStatuses));
    const turning = new Set([...rules.finals, ...pausing]);
    const subjects = new Map((await repository.submittedApplications(tx)).map((s) => [s.id, s]));
    const ids = [...subjects.keys()];
    const changes = await repository.statusChangesOf(tx, ids);
    // Only a history with a pause or a reopening needs its steps: otherwise the clock of now
    // (stopped at the status change into a final status) is the same.
    const replayed = new Set(
      changes
        .filter((c) => pausing.has(c.from) || pausing.has(c.to) || rules.finals.includes(c.from))
        .map((c) => c.applicationId),
    );
    for (const change of changes) {
      if (!replayed.has(change.applicationId)) continue;
      if (!turning.has(change.from) && !turning.has(change.to)) continue;
      const subject = subjects.get(change.applicationId);
      if (!subject?.submittedAt || change.at < subject.submittedAt) continue;
      await syncClocks(tx, [subject.id], change.at, rules, [
        { ...subject, status: change.to, statusChangedAt: change.at },
      ]);
    }
    await syncClocks(tx, ids, now, rules, [...subjects.values()]);
    await repository.markClocksTold(tx, now);
  });
  // The rules' version moved with each policy: the open clocks are now computed under it.
  await recomputeClocks(db);
  return true;
}
