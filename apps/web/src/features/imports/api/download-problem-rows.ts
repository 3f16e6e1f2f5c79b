import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { saveFile } from '../../../lib/save-file';

/** GET /transactions/import/{id}/errors/: the rows with problems, each with its messages. */
export async function downloadProblemRows(id: number, format: ExportFormat) {
  const file = await api.download(`/transactions/import/${encodeURIComponent(id)}/errors/`, {
    query: { format },
  });
  saveFile(file.blob, file.filename ?? `import-${id}-problems.${format}`);
}

export function useDownloadProblemRows() {
  return useMutation({
    mutationFn: ({ id, format }: { id: number; format: ExportFormat }) =>
      downloadProblemRows(id, format),
  });
}
