import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/session';
import { templateSaved, ZTemplateSaved } from './template-cache';

/** POST /document-templates/{id}/reset/ (admin): the shipped texts of its kind and status. */
export async function resetDocumentTemplate(id: number) {
  return ZTemplateSaved.parse(await api.post(`/document-templates/${id}/reset/`));
}

export function useResetDocumentTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetDocumentTemplate(id),
    onSuccess: ({ detail: _detail, ...template }) => templateSaved(queryClient, template),
  });
}
