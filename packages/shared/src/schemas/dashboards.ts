import { z } from 'zod';
import { ZApplication } from './applications.js';

/** How many recent applications each dashboard lists (the editor dashboard's page size). */
export const DASHBOARD_RECENT_SIZE = 10;

/**
 * The admin's "Pending Approval" card (`pending_assignments`): applications waiting for a
 * decision. Read from the per-status counters, so it needs no scan of the applications.
 */
export const PENDING_APPROVAL_STATUSES = ['submitted', 'under_review'] as const;

/** The client's "awaiting response" card: sent and waiting for the staff to act or answer. */
export const AWAITING_RESPONSE_STATUSES = ['submitted', 'under_review', 'pending'] as const;

/** Finished applications: never overdue, never "active". */
export const CLOSED_STATUSES = ['completed', 'cancelled'] as const;

const ZCount = z.number().int().min(0);

/** GET /api/dashboard/admin/. */
export const ZAdminDashboard = z.object({
  total_transactions: ZCount,
  pending_assignments: ZCount,
  completed_transactions: ZCount,
  active_users: ZCount,
  recent_transactions: z.array(ZApplication),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

/** Live applications assigned to the caller, per status; `in_progress` is always present. */
export const ZWorkloadDistribution = z.object({ in_progress: ZCount }).catchall(ZCount);
export type TWorkloadDistribution = z.infer<typeof ZWorkloadDistribution>;

/** GET /api/dashboard/editor/: the caller's assigned work. */
export const ZEditorDashboard = z.object({
  my_assigned_transactions: ZCount,
  workload_distribution: ZWorkloadDistribution,
  /** Completed today (UTC), by the time the status last changed. */
  my_completed_transactions: ZCount,
  /** Due before today (UTC) and neither completed nor cancelled. */
  my_overdue_transactions: ZCount,
  recent_transactions: z.array(ZApplication),
});
export type TEditorDashboard = z.infer<typeof ZEditorDashboard>;

/** GET /api/dashboard/client/: the caller's own applications. */
export const ZClientDashboard = z.object({
  my_total_transactions: ZCount,
  /** Neither draft, completed nor cancelled. */
  my_active_transactions: ZCount,
  my_completed_transactions: ZCount,
  my_draft_transactions: ZCount,
  /** In one of AWAITING_RESPONSE_STATUSES. */
  my_awaiting_response_transactions: ZCount,
  recent_transactions: z.array(ZApplication),
});
export type TClientDashboard = z.infer<typeof ZClientDashboard>;
