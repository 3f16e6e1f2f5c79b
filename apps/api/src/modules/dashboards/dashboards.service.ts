import {
  type Language,
  AWAITING_RESPONSE_STATUSES,
  CLOSED_STATUSES,
  DASHBOARD_RECENT_SIZE,
  PENDING_APPROVAL_STATUSES,
  type TAdminDashboard,
  type TApplication,
  type TClientDashboard,
  type TEditorDashboard,
} from '@mutabaa/shared';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { recentApplications, type ApplicationFilters } from '../applications/index.js';
import { writeAuditLog } from '../audit-logs/index.js';
import { countActiveUsers } from '../users/index.js';
import { dashboardWorkbook } from './dashboards.export.js';
import { dateStyleOf } from '../settings/index.js';
import { countCompletedSince, countOverdue, countsByStatus } from './dashboards.repository.js';

const sum = (counts: Map<string, number>, statuses?: readonly string[]) =>
  [...counts].reduce(
    (total, [status, n]) => (!statuses || statuses.includes(status) ? total + n : total),
    0,
  );

/** The start of the current UTC day: "today" for Completed Today and Overdue. */
function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Dashboard figures by role: counts from the counters, recent rows from the list. */
export class DashboardsService {
  constructor(private readonly deps: { db: Db }) {}

  async admin(actor: Actor): Promise<TAdminDashboard> {
    const db = this.deps.db;
    const counts = await countsByStatus(db, { scope: 'all' });
    return {
      total_transactions: sum(counts),
      pending_assignments: sum(counts, PENDING_APPROVAL_STATUSES),
      completed_transactions: counts.get('completed') ?? 0,
      active_users: await countActiveUsers(db),
      recent_transactions: await this.recent(actor, {}),
    };
  }

  /** The admin dashboard as a workbook in `lang`; every export is audited. */
  async adminWorkbook(actor: Actor, lang: Language, generatedAt: Date): Promise<Buffer> {
    // The exporter's calendar and digits, the texts in `lang`.
    const style = await dateStyleOf(this.deps.db, {
      language: lang,
      calendar: actor.user.calendar,
      digits: actor.user.digits,
    });
    const body = await dashboardWorkbook(await this.admin(actor), lang, style, generatedAt);
    await writeAuditLog(this.deps.db, {
      actorId: actor.user.id,
      action: 'dashboard.exported',
      entityType: 'dashboard',
      entityId: 'admin',
      changes: { format: 'xlsx', language: lang },
      ip: actor.ip,
    });
    return body;
  }

  /** The caller's assigned work; an admin may look at their own. */
  async editor(actor: Actor): Promise<TEditorDashboard> {
    const db = this.deps.db;
    const userId = actor.user.id;
    const counts = await countsByStatus(db, { scope: 'assignee', ownerId: userId });
    const today = startOfUtcDay(new Date());
    return {
      my_assigned_transactions: sum(counts),
      workload_distribution: {
        ...Object.fromEntries(counts),
        in_progress: counts.get('in_progress') ?? 0,
      },
      my_completed_transactions: await countCompletedSince(db, userId, today),
      my_overdue_transactions: await countOverdue(db, userId, today.toISOString().slice(0, 10)),
      recent_transactions: await this.recent(actor, { assignedTo: userId }),
    };
  }

  /** The caller's own applications as a client, whatever their role. */
  async client(actor: Actor): Promise<TClientDashboard> {
    const userId = actor.user.id;
    const counts = await countsByStatus(this.deps.db, { scope: 'client', ownerId: userId });
    const total = sum(counts);
    const draft = counts.get('draft') ?? 0;
    return {
      my_total_transactions: total,
      my_active_transactions: total - draft - sum(counts, CLOSED_STATUSES),
      my_completed_transactions: counts.get('completed') ?? 0,
      my_draft_transactions: draft,
      my_awaiting_response_transactions: sum(counts, AWAITING_RESPONSE_STATUSES),
      recent_transactions: await this.recent(actor, { client: userId }),
    };
  }

  /** The newest updates in the caller's scope (no total: a dashboard shows none). */
  private async recent(actor: Actor, filters: ApplicationFilters): Promise<TApplication[]> {
    return recentApplications(this.deps.db, actor, filters, DASHBOARD_RECENT_SIZE);
  }
}
