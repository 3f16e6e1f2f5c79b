export const documentKeys = {
  all: ['documents'] as const,
  page: (page: number) => [...documentKeys.all, page] as const,
};
