import { ZImport } from '@mutabaa/shared';
import { uploadForm, type UploadProgress } from '../../../lib/upload-form';

/** POST /transactions/import/upload/ as multipart with the `file` field, with progress. */
export async function uploadImport(file: File, onProgress: UploadProgress) {
  const form = new FormData();
  form.append('file', file);
  return ZImport.parse(await uploadForm('/transactions/import/upload/', form, onProgress));
}
