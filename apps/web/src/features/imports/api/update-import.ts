import { useQueryClient } from '@tanstack/react-query';
import type { TImport } from '@mutabaa/shared';
import { importKeys } from './query-keys';

/**
 * Keeps the caches in step with an import the server answered with: it becomes the import's
 * first page of problems (the page a new status starts from), and the list is read again.
 */
export function useStoreImport() {
  const queryClient = useQueryClient();
  return (answer: TImport) => {
    queryClient.setQueryData(importKeys.detail(answer.id, 1), answer);
    void queryClient.invalidateQueries({ queryKey: importKeys.lists() });
  };
}
