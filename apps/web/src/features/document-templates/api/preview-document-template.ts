import { useMutation } from '@tanstack/react-query';
import type { TDocumentTemplatePreviewRequest } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/**
 * POST /document-templates/{id}/preview/ (admin): one language's PDF, with the texts as they
 * stand in the editor (saved or not) and sample data. Asked for, not kept: each preview is a
 * new render of what is on screen.
 */
export async function previewDocumentTemplate(
  id: number,
  body: TDocumentTemplatePreviewRequest,
): Promise<Blob> {
  return (await api.download(`/document-templates/${id}/preview/`, { method: 'POST', body })).blob;
}

export function usePreviewDocumentTemplate(id: number) {
  return useMutation({
    mutationFn: (body: TDocumentTemplatePreviewRequest) => previewDocumentTemplate(id, body),
  });
}
