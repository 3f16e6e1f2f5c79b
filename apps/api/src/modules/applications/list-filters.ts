import { normalizeSearchText, type TApplicationListQuery } from '@mutabaa/shared';
import type { ApplicationFilters } from './applications.repository.js';

/** The filter part of a list query: what the list and its export both select by. */
export type ListFilterQuery = Omit<TApplicationListQuery, 'page' | 'page_size' | 'ordering'>;

/** Query parameters → repository filters; empty values filter nothing. */
export function listFilters(query: ListFilterQuery): ApplicationFilters {
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
  };
}
