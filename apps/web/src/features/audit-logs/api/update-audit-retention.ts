import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSettingsBulkUpdateResponse } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import {
  AUDIT_RETENTION_KEY,
  AUDIT_RETENTION_QUERY_KEY,
  retentionOf,
  type AuditRetention,
} from './get-audit-retention';

/**
 * POST /system/settings/bulk_update/ with the retention alone: days, or null to keep every
 * entry forever. The server checks the range (422 under `errors.AUDIT_RETENTION_DAYS`).
 */
export async function updateAuditRetention(days: AuditRetention): Promise<AuditRetention> {
  const answer = ZSettingsBulkUpdateResponse.parse(
    await api.post('/system/settings/bulk_update/', { settings: { [AUDIT_RETENTION_KEY]: days } }),
  );
  return retentionOf(answer.settings);
}

export function useUpdateAuditRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAuditRetention,
    onSuccess: async (retention) => {
      queryClient.setQueryData(AUDIT_RETENTION_QUERY_KEY, retention);
      // The change is itself an entry of the log.
      await queryClient.invalidateQueries({ queryKey: ['audit-logs'] });
    },
  });
}
