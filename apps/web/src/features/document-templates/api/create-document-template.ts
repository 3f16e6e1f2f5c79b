import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDocumentTemplateCreate } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { templateSaved, ZTemplateSaved } from './template-cache';

/** POST /document-templates/ (admin): a template for a type, or a decision at another status. */
export async function createDocumentTemplate(body: TDocumentTemplateCreate) {
  return ZTemplateSaved.parse(await api.post('/document-templates/', body));
}

export function useCreateDocumentTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocumentTemplate,
    onSuccess: ({ detail: _detail, ...template }) => templateSaved(queryClient, template),
  });
}
