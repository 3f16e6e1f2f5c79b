import type { OptionList } from '@mutabaa/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Whose names a people list holds: GET /users/clients/ or GET /users/editors/. */
export type UserOptionKind = 'clients' | 'editors';

/**
 * The cache keys of the server resources that more than one feature shows, and of the queries
 * lib/ itself declares. Each feature builds its own keys (its `api/query-keys.ts`) on these
 * roots, so a change in one feature reaches what another shows through the invalidate
 * functions below, without either feature importing the other.
 *
 * Static roots rather than invalidators that features register at start-up: a feature's code
 * is loaded lazily, with its page, and a registry would hold nothing for a feature not yet
 * opened, while its keys may already be in the cache (the assignment queue lives under the
 * applications' root, for one). A root is known before any page loads.
 */
export const sharedKeys = {
  /** Every list, detail and queue of applications, whichever feature shows it. */
  applications: ['applications'] as const,
  /** Every list of users: user management, the people pickers, the audit log's actors. */
  users: ['users'] as const,
  /** The first page of the clients or editors (lib/users.ts), for names and filters. */
  userOptions: (kind: UserOptionKind) => [...sharedKeys.users, 'options', kind] as const,
  /** The assignment history, the rules and the workload. */
  assignments: ['assignments'] as const,
  /** Each assignable user's load (lib/workload.ts). */
  workload: () => [...sharedKeys.assignments, 'workload'] as const,
  /** The form configuration (lib/form-config-queries.ts) and the admin's tables of it. */
  formConfig: ['form-config'] as const,
  formFields: () => [...sharedKeys.formConfig, 'fields'] as const,
  formOptions: (list: OptionList) => [...sharedKeys.formConfig, list] as const,
  /** The working week of the service levels (lib/sla.ts; the settings' tab writes it). */
  slaCalendar: () => ['sla', 'calendar'] as const,
};

/** After applications change (created, moved, assigned, imported): every copy is read again. */
export function invalidateApplications(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: sharedKeys.applications });
}

/** After a user changes: every list that names users is read again. */
export function invalidateUsers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: sharedKeys.users });
}

/** After an assignment or a hand-over: the history, the rules and the workload. */
export function invalidateAssignments(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: sharedKeys.assignments });
}

/** After an assignment: the workload every assignee picker shows. */
export function invalidateWorkload(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: sharedKeys.workload() });
}
