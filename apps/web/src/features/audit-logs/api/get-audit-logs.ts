import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAuditLogPage, type TAuditLogPage } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import type { AuditLogParams } from './audit-log-params';
import { auditLogKeys } from './query-keys';

export const AUDIT_PAGE_SIZE = 25;

/** GET /audit-logs/ (admin): one page of entries, newest first, as filtered. */
export async function getAuditLogs(params: AuditLogParams): Promise<TAuditLogPage> {
  const query = { ...params, page_size: AUDIT_PAGE_SIZE };
  return ZAuditLogPage.parse(await api.get('/audit-logs/', { query }));
}

export const auditLogsQuery = (params: AuditLogParams) =>
  queryOptions({ queryKey: auditLogKeys.list(params), queryFn: () => getAuditLogs(params) });

/** The page shown stays while the next one loads, so the table does not jump. */
export function useAuditLogs(params: AuditLogParams) {
  return useQuery({ ...auditLogsQuery(params), placeholderData: keepPreviousData });
}
