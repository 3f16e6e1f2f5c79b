import type { TEmailTemplatePreviewRequest } from '@mutabaa/shared';

export const templateKeys = {
  all: ['email-templates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
  detail: (id: number) => [...templateKeys.all, 'one', id] as const,
  versions: (id: number) => [...templateKeys.all, 'versions', id] as const,
  preview: (id: number, body: TEmailTemplatePreviewRequest) =>
    [...templateKeys.all, 'preview', id, body] as const,
};
