import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Role } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { emptyDashboard, toDashboardView, type DashboardView } from './dashboard-view';
import { dashboardKeys } from './query-keys';

/** GET /dashboard/{admin|editor|client}/ as the dashboard's view. */
export async function getDashboard(role: Role): Promise<DashboardView> {
  return toDashboardView(role, await api.get(`/dashboard/${role}/`));
}

export const dashboardQuery = (role: Role, userId: number | undefined) =>
  queryOptions({ queryKey: dashboardKeys.view(role, userId), queryFn: () => getDashboard(role) });

/**
 * The dashboard of `role`. A failed load is logged only: the cards show 0 and the table is
 * empty (docs/architecture.md#failures-the-user-does-not-see).
 */
export function useDashboard(role: Role, userId: number | undefined) {
  const query = useQuery(dashboardQuery(role, userId));
  const failed = query.isError;
  useEffect(() => {
    if (query.error) console.error('The dashboard could not be loaded.', query.error);
  }, [query.error]);
  return {
    view: failed ? emptyDashboard(role) : query.data,
    loading: query.isPending,
    failed,
  };
}
