import { ZAttachment } from '@mutabaa/shared';
import { uploadForm, type UploadProgress } from '../../../lib/upload-form';

/** POST /transactions/{id}/attachments/ as multipart with the `file` field, with progress. */
export async function uploadAttachment(
  id: string | number,
  file: File,
  onProgress: UploadProgress,
) {
  const form = new FormData();
  form.append('file', file);
  const answer = await uploadForm(
    `/transactions/${encodeURIComponent(id)}/attachments/`,
    form,
    onProgress,
  );
  return ZAttachment.parse(answer);
}
