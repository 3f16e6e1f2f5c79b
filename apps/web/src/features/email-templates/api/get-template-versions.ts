import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEmailTemplateVersion, type TEmailTemplateVersion } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { templateKeys } from './query-keys';

/** GET /email-templates/{id}/versions/ (admin): every saved version, newest first. */
export async function getTemplateVersions(id: number): Promise<TEmailTemplateVersion[]> {
  return ZEmailTemplateVersion.array().parse(await api.list(`/email-templates/${id}/versions/`));
}

export const templateVersionsQuery = (id: number) =>
  queryOptions({
    queryKey: templateKeys.versions(id),
    queryFn: () => getTemplateVersions(id),
  });

export function useTemplateVersions(id: number) {
  return useQuery(templateVersionsQuery(id));
}
