import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/session';
import { saveFile } from '../../../lib/save-file';
import { cleanFilters, type ListFilters } from './list-filters';
import type { ListOrdering } from './list-ordering';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * GET /transactions/export/ with the list's filters; fetched through the API client (so the
 * bearer token goes with it) and saved under the server's file name.
 */
export async function exportApplications(
  format: ExportFormat,
  filters: ListFilters,
  ordering?: ListOrdering,
) {
  const file = await api.download('/transactions/export/', {
    query: { ...cleanFilters(filters), ...(ordering && { ordering }), format },
  });
  saveFile(file.blob, file.filename ?? `applications.${format}`);
}

export function useExportApplications() {
  return useMutation({
    mutationFn: ({
      format,
      filters,
      ordering,
    }: {
      format: ExportFormat;
      filters: ListFilters;
      ordering?: ListOrdering;
    }) => exportApplications(format, filters, ordering),
  });
}
