import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSettings } from '../../../lib/system-settings';
import { AUDIT_RETENTION_KEY, retentionOf, type AuditRetention } from './get-audit-retention';
import { auditLogKeys } from './query-keys';

/**
 * POST /system/settings/bulk_update/ with the retention alone: days, or null to keep every
 * entry forever. The server checks the range (422 under `errors.AUDIT_RETENTION_DAYS`).
 */
export async function updateAuditRetention(days: AuditRetention): Promise<AuditRetention> {
  const answer = await updateSettings({ [AUDIT_RETENTION_KEY]: days });
  return retentionOf(answer.settings);
}

export function useUpdateAuditRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAuditRetention,
    onSuccess: async (retention) => {
      queryClient.setQueryData(auditLogKeys.retention(), retention);
      // The change is itself an entry of the log.
      await queryClient.invalidateQueries({ queryKey: auditLogKeys.all });
    },
  });
}
