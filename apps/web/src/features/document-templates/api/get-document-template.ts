import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDocumentTemplate, type TDocumentTemplate } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { documentTemplateKeys } from './query-keys';

/** GET /document-templates/{id}/ (admin): one template, both languages. */
export async function getDocumentTemplate(id: number): Promise<TDocumentTemplate> {
  return ZDocumentTemplate.parse(await api.get(`/document-templates/${id}/`));
}

export const documentTemplateQuery = (id: number) =>
  queryOptions({
    queryKey: documentTemplateKeys.detail(id),
    queryFn: () => getDocumentTemplate(id),
  });

export function useDocumentTemplate(id: number) {
  return useQuery(documentTemplateQuery(id));
}
