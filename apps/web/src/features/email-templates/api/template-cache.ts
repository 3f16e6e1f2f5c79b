import type { QueryClient } from '@tanstack/react-query';
import type { TEmailTemplate } from '@mutabaa/shared';
import { templateKeys } from './query-keys';

/**
 * After a save, restore or reset: the answer is the template as it now is; the list (its badge
 * and date) and the versions are read again.
 */
export function templateSaved(queryClient: QueryClient, template: TEmailTemplate) {
  queryClient.setQueryData(templateKeys.detail(template.id), template);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: templateKeys.list() }),
    queryClient.invalidateQueries({ queryKey: templateKeys.versions(template.id) }),
  ]);
}
