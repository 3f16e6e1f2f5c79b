import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZDocumentList, type TDocument, type TDocumentList } from '@mutabaa/shared';
import { saveFile } from '../../../lib/save-file';
import { api } from '../../../lib/session';
import { documentKeys } from './query-keys';

export const DOCUMENTS_PAGE_SIZE = 20;

/** GET /documents/: the caller's files across their applications, newest first. */
export async function getDocuments(page: number): Promise<TDocumentList> {
  return ZDocumentList.parse(
    await api.get('/documents/', { query: { page, page_size: DOCUMENTS_PAGE_SIZE } }),
  );
}

export const documentsQuery = (page: number) =>
  queryOptions({ queryKey: documentKeys.page(page), queryFn: () => getDocuments(page) });

export function useDocuments(page: number) {
  return useQuery({ ...documentsQuery(page), placeholderData: keepPreviousData });
}

/** GET the file's `download_url` (an `/api/…` path) and save it under its name. */
export async function downloadDocument(document: Pick<TDocument, 'download_url' | 'file_name'>) {
  const { blob } = await api.download(document.download_url.replace(/^\/api(?=\/)/, ''));
  saveFile(blob, document.file_name);
}
