import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZRenderedEmail,
  type TEmailTemplatePreviewRequest,
  type TRenderedEmail,
} from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { templateKeys } from './query-keys';

/**
 * POST /email-templates/{id}/preview/ (admin): the texts as they stand in the editor, saved or
 * not, rendered in one language with sample data or an application's. It changes nothing, so
 * it is read as a query: the same texts are answered from the cache.
 */
export async function previewEmailTemplate(
  id: number,
  body: TEmailTemplatePreviewRequest,
): Promise<TRenderedEmail> {
  return ZRenderedEmail.parse(await api.post(`/email-templates/${id}/preview/`, body));
}

export const templatePreviewQuery = (id: number, body: TEmailTemplatePreviewRequest) =>
  queryOptions({
    queryKey: templateKeys.preview(id, body),
    queryFn: () => previewEmailTemplate(id, body),
    staleTime: 60_000,
  });

/** The last preview stays on screen while the next one renders. */
export function useTemplatePreview(id: number, body: TEmailTemplatePreviewRequest) {
  return useQuery({ ...templatePreviewQuery(id, body), placeholderData: keepPreviousData });
}
