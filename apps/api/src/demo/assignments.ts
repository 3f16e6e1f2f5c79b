import type { Executor } from '../db/client.js';
import type { NewAssignmentHistoryRow } from '../db/schema/index.js';
import { allOptions } from '../modules/form-config/options.service.js';
import * as repository from './demo.repository.js';
import { DEMO_USERS } from './users.js';

/** Staff who are not demo sign-ins: two pending invitations and a deactivated editor. */
export const DEMO_STAFF_EXTRAS = [
  {
    email: 'reem.alshammari@example.com',
    firstName: 'ريم',
    lastName: 'الشمري',
    role: 'editor',
    language: 'ar',
    invitationPending: true,
    isActive: true,
  },
  {
    email: 'lucas.moreau@example.com',
    firstName: 'Lucas',
    lastName: 'Moreau',
    role: 'client',
    language: 'en',
    invitationPending: true,
    isActive: true,
  },
  {
    email: 'majed.alzahrani@example.com',
    firstName: 'ماجد',
    lastName: 'الزهراني',
    role: 'editor',
    language: 'ar',
    invitationPending: false,
    isActive: false,
  },
] as const;

const REASONS = [
  { ar: 'توزيع الطلبات الجديدة على فريق المراجعة', en: 'Sharing out the new applications' },
  { ar: 'خبرة سابقة مع هذا العميل', en: 'Has worked with this client before' },
  { ar: 'موازنة عبء العمل بين المحررين', en: 'Balancing the workload between editors' },
  { ar: 'تغطية إجازة زميل', en: 'Covering for a colleague on leave' },
] as const;

/**
 * What User Management and Assignments show on a fresh embedded install: the extra staff
 * above (without passwords: an invitation is resent from User Management), an assignment
 * history with reasons ending at each demo application's current assignee, and automatic
 * assignment (balanced) on for the first application type.
 */
export async function seedDemoAssignments(tx: Executor, now: Date): Promise<void> {
  await repository.insertUsersIfAbsent(
    tx,
    DEMO_STAFF_EXTRAS.map((u) => ({
      email: u.email,
      passwordHash: '',
      firstName: u.firstName,
      lastName: u.lastName,
      fullName: `${u.firstName} ${u.lastName}`,
      languagePreference: u.language,
      role: u.role,
      isActive: u.isActive,
      emailVerified: !u.invitationPending,
      invitationPending: u.invitationPending,
    })),
  );

  const staff = (
    await repository.findUsersByEmails(
      tx,
      DEMO_USERS.filter((u) => u.role !== 'client').map((u) => u.email),
    )
  ).map((u) => ({ id: u.id, email: u.email, language: u.languagePreference }));
  const admin = staff.find((s) => s.email === DEMO_USERS.find((u) => u.role === 'admin')!.email);
  const editors = staff.filter((s) => s.id !== admin?.id);
  if (!admin || editors.length === 0) return;
  const assigned = await repository.assignedApplications(tx, 40);
  const entries: NewAssignmentHistoryRow[] = [];
  assigned.forEach((a, i) => {
    const reason = REASONS[i % REASONS.length]!;
    const text = (admin.language === 'en' ? reason.en : reason.ar) as string;
    const first = new Date(Math.min(a.createdAt.getTime() + 3_600_000, now.getTime()));
    const other = editors.find((e) => e.id !== a.assignee);
    if (i % 5 === 4 && other) {
      entries.push(
        {
          applicationId: a.id,
          fromUserId: null,
          toUserId: other.id,
          assignedById: admin.id,
          reason: '',
          createdAt: first,
        },
        {
          applicationId: a.id,
          fromUserId: other.id,
          toUserId: a.assignee,
          assignedById: admin.id,
          reason: text,
          createdAt: new Date(Math.min(first.getTime() + 86_400_000, now.getTime())),
        },
      );
    } else {
      entries.push({
        applicationId: a.id,
        fromUserId: null,
        toUserId: a.assignee,
        assignedById: admin.id,
        reason: text,
        createdAt: first,
      });
    }
  });
  if (entries.length) await repository.insertAssignmentHistory(tx, entries);

  const firstType = (await allOptions(tx))
    .filter((o) => o.list === 'application-types' && o.isActive)
    .sort((a, b) => a.order - b.order)[0];
  if (firstType) {
    await repository.insertAssignmentRuleIfAbsent(tx, {
      transactionType: firstType.value,
      mode: 'balanced',
      updatedById: admin.id,
    });
  }
}
