import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOption, type OptionList, type TOption, type TOptionCreate } from '@mutabaa/shared';
import { FORM_CONFIG_BASE } from '../../../lib/form-config-queries';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** POST /transactions/form-config/{list}/: 409 when the value exists. */
export async function createOption(list: OptionList, data: TOptionCreate): Promise<TOption> {
  return ZOption.parse(await api.post(`${FORM_CONFIG_BASE}/${list}/`, data));
}

export function useCreateOption(list: OptionList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: TOptionCreate) => createOption(list, data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.options(list) }),
  });
}
