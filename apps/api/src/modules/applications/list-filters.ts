import { normalizeSearchText, type TApplicationListQuery } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import { workflowFinalStatuses } from '../form-config/index.js';
import type { ApplicationFilters } from './applications.repository.js';

/** The filter part of a list query: what the list and its export both select by. */
export type ListFilterQuery = Omit<TApplicationListQuery, 'page' | 'page_size' | 'ordering'>;

/** Query parameters → repository filters; empty values filter nothing. */
export function listFilters(query: ListFilterQuery, finalStatuses?: string[]): ApplicationFilters {
  const search = query.search ? normalizeSearchText(query.search) : '';
  const tags = query.tags
    ?.split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return {
    search: search || undefined,
    status: query.status || undefined,
    priority: query.priority || undefined,
    transactionType: query.transaction_type || undefined,
    assignedTo: query.assigned_to,
    unassigned: query.unassigned,
    open: query.open,
    department: query.department || undefined,
    client: query.client,
    createdAfter: query.created_at_after,
    createdBefore: query.created_at_before,
    dueAfter: query.due_date_after,
    dueBefore: query.due_date_before,
    tags,
    hasAttachments: query.has_attachments,
    importId: query.import,
    completedAfter: query.completed_at_after,
    completedBefore: query.completed_at_before,
    openOn: query.open_on,
    dueMet: query.due_met,
    noType: query.no_type,
    noDepartment: query.no_department,
    leftStatus: query.left_status || undefined,
    leftAfter: query.left_at_after,
    leftBefore: query.left_at_before,
    slaStates: query.sla_state?.length ? query.sla_state : undefined,
    slaDueBefore:
      query.sla_due_before === undefined
        ? undefined
        : new Date(Date.parse(query.sla_due_before)).toISOString(),
    finalStatuses,
  };
}

/** Whether the query selects by the workflow's final statuses (workflowFinalStatuses). */
export function needsFinalStatuses(query: ListFilterQuery): boolean {
  return (
    query.open !== undefined ||
    query.completed_at_after !== undefined ||
    query.completed_at_before !== undefined ||
    query.open_on !== undefined ||
    query.due_met !== undefined
  );
}

/** listFilters with the workflow's final statuses read when the query needs them. */
export async function listFiltersOf(
  db: Executor,
  query: ListFilterQuery,
): Promise<ApplicationFilters> {
  return listFilters(
    query,
    needsFinalStatuses(query) ? await workflowFinalStatuses(db) : undefined,
  );
}
