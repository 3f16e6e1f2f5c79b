import { IMPORT_MAX_BYTES } from '@mutabaa/shared';

/** What the file input offers: Excel workbooks and CSV files. */
export const IMPORT_ACCEPT =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

export type UploadProblem = 'too_large' | 'unsupported_type' | 'empty';

/**
 * Why a file cannot be uploaded, before sending 50 MB for nothing; null when it may go. The
 * server checks again (the content, not only the name).
 */
export function uploadProblem(file: { name: string; size: number }): UploadProblem | null {
  if (!/\.(xlsx|csv)$/i.test(file.name)) return 'unsupported_type';
  if (file.size === 0) return 'empty';
  if (file.size > IMPORT_MAX_BYTES) return 'too_large';
  return null;
}
