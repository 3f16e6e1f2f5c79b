import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDetail, ZEmailTemplate, type TEmailTemplateUpdate } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { templateSaved } from './template-cache';

export const ZTemplateSaved = ZEmailTemplate.extend(ZDetail.shape);

/** PATCH /email-templates/{id}/ (admin): the changed texts, saved as a new version. */
export async function updateEmailTemplate(id: number, body: TEmailTemplateUpdate) {
  return ZTemplateSaved.parse(await api.patch(`/email-templates/${id}/`, body));
}

export function useUpdateEmailTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEmailTemplateUpdate) => updateEmailTemplate(id, body),
    onSuccess: ({ detail: _detail, ...template }) => templateSaved(queryClient, template),
  });
}
