import type { TAttachment } from '@mutabaa/shared';
import { saveFile } from '../../../lib/save-file';
import { api } from '../../../lib/session';

/** GET the attachment's `download_url` (an `/api/…` path) and save it under its file name. */
export async function downloadAttachment(
  attachment: Pick<TAttachment, 'download_url' | 'file_name'>,
) {
  const { blob } = await api.download(attachment.download_url.replace(/^\/api(?=\/)/, ''));
  saveFile(blob, attachment.file_name);
}
