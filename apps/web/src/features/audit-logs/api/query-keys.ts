import { sharedKeys } from '../../../lib/query-keys';
import type { AuditLogParams } from './audit-log-params';

export const auditLogKeys = {
  all: ['audit-logs'] as const,
  list: (params: AuditLogParams) => [...auditLogKeys.all, params] as const,
  retention: () => ['system-settings', 'audit-retention'] as const,
  // Under the users' root, so a renamed user shows under the new name.
  actorSearch: (search: string) => [...sharedKeys.users, 'audit-actor-search', search] as const,
  actor: (id: number | undefined) => [...sharedKeys.users, 'audit-actor', id] as const,
};
