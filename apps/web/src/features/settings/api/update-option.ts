import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOption, type OptionList, type TOption, type TOptionPatch } from '@mutabaa/shared';
import { FORM_CONFIG_BASE } from '../../../lib/form-config-queries';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** PATCH /transactions/form-config/{list}/{id}/ (the value cannot change). */
export async function updateOption(
  list: OptionList,
  id: number,
  patch: TOptionPatch,
): Promise<TOption> {
  return ZOption.parse(await api.patch(`${FORM_CONFIG_BASE}/${list}/${id}/`, patch));
}

export function useUpdateOption(list: OptionList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: TOptionPatch }) =>
      updateOption(list, id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.options(list) }),
  });
}
