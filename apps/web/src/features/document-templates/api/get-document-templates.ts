import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDocumentTemplate, type TDocumentTemplate } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { documentTemplateKeys } from './query-keys';

/** GET /document-templates/ (admin): every receipt, decision letter and certificate template. */
export async function getDocumentTemplates(): Promise<TDocumentTemplate[]> {
  return ZDocumentTemplate.array().parse(await api.list('/document-templates/'));
}

export const documentTemplatesQuery = () =>
  queryOptions({ queryKey: documentTemplateKeys.list(), queryFn: getDocumentTemplates });

export function useDocumentTemplates() {
  return useQuery(documentTemplatesQuery());
}
