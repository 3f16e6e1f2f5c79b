import { describe, expect, it } from 'vitest';
import { emptyDashboard, toDashboardView } from './dashboard-view';

const recent = [{ id: 7, reference_number: 'APP-2026-000007' }];

describe('toDashboardView', () => {
  it('reads the admin figures of a bare response', () => {
    const view = toDashboardView('admin', {
      total_transactions: 12,
      pending_assignments: 3,
      completed_transactions: 5,
      active_users: 9,
      recent_transactions: recent,
    });
    expect(view).toEqual({
      figures: { totalApplications: 12, pendingApproval: 3, completed: 5, activeUsers: 9 },
      recent,
    });
  });

  it('unwraps a response wrapped in data, and reads the nested in-progress figure', () => {
    const view = toDashboardView('editor', {
      data: {
        my_assigned_transactions: 4,
        workload_distribution: { in_progress: 2, submitted: 1 },
        my_completed_transactions: 1,
        my_overdue_transactions: 3,
        recent_transactions: recent,
      },
    });
    expect(view.figures).toEqual({
      assignedTasks: 4,
      inProgress: 2,
      completedToday: 1,
      overdue: 3,
    });
    expect(view.recent).toEqual(recent);
  });

  it('counts missing or malformed figures as 0 and a missing list as empty', () => {
    const view = toDashboardView('client', {
      my_active_transactions: '5',
      my_completed_transactions: -1,
      my_awaiting_response_transactions: 2,
    });
    expect(view).toEqual({
      figures: { activeApplications: 0, completed: 0, awaitingResponse: 2 },
      recent: [],
    });
    expect(toDashboardView('client', null)).toEqual(emptyDashboard('client'));
  });

  it('shows every card of the role at 0 after a failure', () => {
    expect(emptyDashboard('editor')).toEqual({
      figures: { assignedTasks: 0, inProgress: 0, completedToday: 0, overdue: 0 },
      recent: [],
    });
  });
});
