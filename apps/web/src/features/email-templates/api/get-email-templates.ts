import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEmailTemplate, type TEmailTemplate } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { templateKeys } from './query-keys';

/** GET /email-templates/ (admin): every mail the product sends, in the order of the catalog. */
export async function getEmailTemplates(): Promise<TEmailTemplate[]> {
  return ZEmailTemplate.array().parse(await api.list('/email-templates/'));
}

export const emailTemplatesQuery = () =>
  queryOptions({ queryKey: templateKeys.list(), queryFn: getEmailTemplates });

export function useEmailTemplates() {
  return useQuery(emailTemplatesQuery());
}
