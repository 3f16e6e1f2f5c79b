import type { QueryClient } from '@tanstack/react-query';
import type { TEmailTemplate } from '@mutabaa/shared';
import { emailTemplateQuery } from './get-email-template';
import { TEMPLATES_KEY } from './get-email-templates';

/**
 * After a save, restore or reset: the answer is the template as it now is; the list (its badge
 * and date) and the versions are read again.
 */
export function templateSaved(queryClient: QueryClient, template: TEmailTemplate) {
  queryClient.setQueryData(emailTemplateQuery(template.id).queryKey, template);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...TEMPLATES_KEY, 'list'] }),
    queryClient.invalidateQueries({ queryKey: [...TEMPLATES_KEY, 'versions', template.id] }),
  ]);
}
