import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/session';
import { templateSaved } from './template-cache';
import { ZTemplateSaved } from './update-email-template';

/** POST /email-templates/{id}/restore/ (admin): a version's texts become a new current version. */
export async function restoreTemplateVersion(id: number, version: number) {
  return ZTemplateSaved.parse(await api.post(`/email-templates/${id}/restore/`, { version }));
}

export function useRestoreTemplateVersion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => restoreTemplateVersion(id, version),
    onSuccess: ({ detail: _detail, ...template }) => templateSaved(queryClient, template),
  });
}
