import { useMutation } from '@tanstack/react-query';
import type { TReportQuery } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /reports/export/ with the report's period and filters, in the interface language; fetched
 * through the API client (so the bearer token goes with it) and saved under the server's name.
 */
export async function exportReport(query: TReportQuery) {
  const file = await api.download('/reports/export/', { query: { ...query, format: 'xlsx' } });
  saveFile(file.blob, file.filename ?? 'report.xlsx');
}

export function useExportReport() {
  return useMutation({ mutationFn: exportReport });
}
