import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEmailTemplate, type TEmailTemplate } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { templateKeys } from './query-keys';

/** GET /email-templates/{id}/ (admin): one template, both languages. */
export async function getEmailTemplate(id: number): Promise<TEmailTemplate> {
  return ZEmailTemplate.parse(await api.get(`/email-templates/${id}/`));
}

export const emailTemplateQuery = (id: number) =>
  queryOptions({ queryKey: templateKeys.detail(id), queryFn: () => getEmailTemplate(id) });

export function useEmailTemplate(id: number) {
  return useQuery(emailTemplateQuery(id));
}
