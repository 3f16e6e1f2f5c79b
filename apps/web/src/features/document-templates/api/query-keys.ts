export const documentTemplateKeys = {
  all: ['document-templates'] as const,
  list: () => [...documentTemplateKeys.all, 'list'] as const,
  detail: (id: number) => [...documentTemplateKeys.all, 'one', id] as const,
};
