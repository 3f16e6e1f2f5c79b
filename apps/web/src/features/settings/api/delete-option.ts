import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOptionDeactivatedResponse, type OptionList } from '@mutabaa/shared';
import { FORM_CONFIG_BASE } from '../../../lib/form-config-queries';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

export type DeleteOptionResult = { deactivated: boolean; detail: string | undefined };

/**
 * DELETE /transactions/form-config/{list}/{id}/: 204 when deleted; an option in use is
 * deactivated instead (200 with its detail).
 */
export async function deleteOption(list: OptionList, id: number): Promise<DeleteOptionResult> {
  const body = ZOptionDeactivatedResponse.optional().parse(
    await api.delete(`${FORM_CONFIG_BASE}/${list}/${id}/`),
  );
  return { deactivated: Boolean(body), detail: body?.detail };
}

export function useDeleteOption(list: OptionList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteOption(list, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.options(list) }),
  });
}
