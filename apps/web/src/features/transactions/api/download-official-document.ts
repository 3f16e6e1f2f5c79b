import type { TIssuedDocument } from '@mutabaa/shared';
import { saveFile } from '../../../lib/save-file';
import { api } from '../../../lib/session';

/**
 * GET the document's `download_url` (an `/api/…` path) with the session, and save the PDF
 * under the name the server gives it, as attachments are downloaded.
 */
export async function downloadOfficialDocument(doc: Pick<TIssuedDocument, 'download_url' | 'id'>) {
  const { blob, filename } = await api.download(doc.download_url.replace(/^\/api(?=\/)/, ''));
  saveFile(blob, filename ?? `document-${doc.id}.pdf`);
}
