import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOption, type OptionList, type TOption } from '@mutabaa/shared';
import { FORM_CONFIG_BASE } from '../../../lib/form-config-queries';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** POST /transactions/form-config/{list}/reorder/ with every id in the new order. */
export async function reorderOptions(list: OptionList, ids: number[]): Promise<TOption[]> {
  return ZOption.array().parse(await api.post(`${FORM_CONFIG_BASE}/${list}/reorder/`, { ids }));
}

export function useReorderOptions(list: OptionList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => reorderOptions(list, ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.options(list) }),
  });
}
