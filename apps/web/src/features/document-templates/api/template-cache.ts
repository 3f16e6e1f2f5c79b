import type { QueryClient } from '@tanstack/react-query';
import { ZDetail, ZDocumentTemplate, type TDocumentTemplate } from '@mutabaa/shared';
import { documentTemplateKeys } from './query-keys';

/** A create's, save's or reset's answer: the template as it now is, and the server's message. */
export const ZTemplateSaved = ZDocumentTemplate.extend(ZDetail.shape);

/** After a create, save or reset: the answer is the template as it now is; the list is read again. */
export function templateSaved(queryClient: QueryClient, template: TDocumentTemplate) {
  queryClient.setQueryData(documentTemplateKeys.detail(template.id), template);
  return queryClient.invalidateQueries({ queryKey: documentTemplateKeys.list() });
}
