import { useMutation } from '@tanstack/react-query';
import type { ExportFormat, TAuditLogFilters } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /audit-logs/export/ with the list's filters, in the interface language; fetched through
 * the API client (so the bearer token goes with it) and saved under the server's file name.
 */
export async function exportAuditLogs(format: ExportFormat, filters: TAuditLogFilters) {
  const file = await api.download('/audit-logs/export/', { query: { ...filters, format } });
  saveFile(file.blob, file.filename ?? `audit-log.${format}`);
}

export function useExportAuditLogs() {
  return useMutation({
    mutationFn: ({ format, filters }: { format: ExportFormat; filters: TAuditLogFilters }) =>
      exportAuditLogs(format, filters),
  });
}
