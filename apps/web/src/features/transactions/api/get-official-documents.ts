import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZIssuedDocument, type TIssuedDocument } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { applicationKeys } from './query-keys';

/** GET /transactions/{id}/documents/: the official documents issued, newest first. */
export async function getOfficialDocuments(id: string | number): Promise<TIssuedDocument[]> {
  const documents = await api.list(`/transactions/${encodeURIComponent(id)}/documents/`);
  return ZIssuedDocument.array().parse(documents);
}

export const officialDocumentsQuery = (id: string | number) =>
  queryOptions({
    queryKey: applicationKeys.documents(id),
    queryFn: () => getOfficialDocuments(id),
  });

export function useOfficialDocuments(id: string | number) {
  return useQuery(officialDocumentsQuery(id));
}
