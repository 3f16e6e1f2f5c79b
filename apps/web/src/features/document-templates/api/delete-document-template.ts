import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDetail } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { documentTemplateKeys } from './query-keys';

/** DELETE /document-templates/{id}/ (admin): any but the receipt's and certificate's for all types. */
export async function deleteDocumentTemplate(id: number) {
  return ZDetail.parse(await api.delete(`/document-templates/${id}/`));
}

export function useDeleteDocumentTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteDocumentTemplate(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentTemplateKeys.list() }),
  });
}
