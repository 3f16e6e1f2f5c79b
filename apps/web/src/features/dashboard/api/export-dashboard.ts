import { api } from '../../../lib/session';
import { saveFile } from '../../../lib/save-file';

const FALLBACK_NAME = 'mutabaa-dashboard.xlsx';

/** GET /dashboard/admin/export/ (with the session's auth) and hands the .xlsx to the browser. */
export async function exportDashboard(): Promise<void> {
  const { blob, filename } = await api.download('/dashboard/admin/export/');
  saveFile(blob, filename ?? FALLBACK_NAME);
}
