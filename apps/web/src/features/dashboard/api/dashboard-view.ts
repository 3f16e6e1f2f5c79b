import type { Role, TApplication } from '@mutabaa/shared';

/** Card keys per role, in the order shown; each is also its locale key under `dashboard.`. */
export const DASHBOARD_CARDS = {
  admin: ['totalApplications', 'pendingApproval', 'completed', 'activeUsers'],
  editor: ['assignedTasks', 'inProgress', 'completedToday', 'overdue'],
  client: ['activeApplications', 'completed', 'awaitingResponse'],
} as const satisfies Record<Role, readonly string[]>;

export type DashboardCard = (typeof DASHBOARD_CARDS)[Role][number];

/** What a dashboard shows: one figure per card and the recent applications. */
export type DashboardView = {
  figures: Partial<Record<DashboardCard, number>>;
  recent: TApplication[];
};

/** Where each card reads its figure in the API's response (a dotted path). */
const SOURCES: Record<Role, Record<string, string>> = {
  admin: {
    totalApplications: 'total_transactions',
    pendingApproval: 'pending_assignments',
    completed: 'completed_transactions',
    activeUsers: 'active_users',
  },
  editor: {
    assignedTasks: 'my_assigned_transactions',
    inProgress: 'workload_distribution.in_progress',
    completedToday: 'my_completed_transactions',
    overdue: 'my_overdue_transactions',
  },
  client: {
    activeApplications: 'my_active_transactions',
    completed: 'my_completed_transactions',
    awaitingResponse: 'my_awaiting_response_transactions',
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function read(body: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (isRecord(v) ? v[key] : undefined), body);
}

/** A count as shown: a whole non-negative number, anything else 0. */
function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * Every card at 0 and no rows: what a failed load shows
 * (docs/architecture.md#failures-the-user-does-not-see).
 */
export function emptyDashboard(role: Role): DashboardView {
  const figures = Object.fromEntries(DASHBOARD_CARDS[role].map((card) => [card, 0]));
  return { figures, recent: [] };
}

/**
 * The view of a dashboard response, bare or wrapped in `data`; a missing or
 * malformed figure counts as 0 and a missing list as empty.
 */
export function toDashboardView(role: Role, response: unknown): DashboardView {
  const outer = isRecord(response) ? response : {};
  const body = isRecord(outer.data) ? outer.data : outer;
  const figures = Object.fromEntries(
    DASHBOARD_CARDS[role].map((card) => [card, count(read(body, SOURCES[role][card]!))]),
  );
  const recent = Array.isArray(body.recent_transactions)
    ? (body.recent_transactions as TApplication[])
    : [];
  return { figures, recent };
}
