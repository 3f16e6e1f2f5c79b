import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { saveFile } from '../../../lib/save-file';

/** GET /transactions/import/template/: an empty sheet with the headers in the interface language. */
export async function downloadTemplate(format: ExportFormat) {
  const file = await api.download('/transactions/import/template/', { query: { format } });
  saveFile(file.blob, file.filename ?? `import-template.${format}`);
}

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate });
}
