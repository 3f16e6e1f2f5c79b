import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDocumentTemplateUpdate } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { templateSaved, ZTemplateSaved } from './template-cache';

/** PATCH /document-templates/{id}/ (admin): the changed texts. */
export async function updateDocumentTemplate(id: number, body: TDocumentTemplateUpdate) {
  return ZTemplateSaved.parse(await api.patch(`/document-templates/${id}/`, body));
}

export function useUpdateDocumentTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDocumentTemplateUpdate) => updateDocumentTemplate(id, body),
    onSuccess: ({ detail: _detail, ...template }) => templateSaved(queryClient, template),
  });
}
