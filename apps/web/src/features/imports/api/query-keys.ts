export const importKeys = {
  all: ['imports'] as const,
  lists: () => [...importKeys.all, 'list'] as const,
  list: (page: number) => [...importKeys.lists(), page] as const,
  /** One import with one page of its problems; the id is at index 2 (see useImport). */
  detail: (id: number, page: number) => [...importKeys.all, 'detail', id, page] as const,
};
