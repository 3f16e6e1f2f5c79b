import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/session';
import { templateSaved } from './template-cache';
import { ZTemplateSaved } from './update-email-template';

/** POST /email-templates/{id}/reset/ (admin): the shipped texts come back as a new version. */
export async function resetEmailTemplate(id: number) {
  return ZTemplateSaved.parse(await api.post(`/email-templates/${id}/reset/`));
}

export function useResetEmailTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetEmailTemplate(id),
    onSuccess: ({ detail: _detail, ...template }) => templateSaved(queryClient, template),
  });
}
