import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZFieldConfig, type TFieldConfig, type TFieldConfigPatch } from '@mutabaa/shared';
import { FORM_CONFIG_BASE } from '../../../lib/form-config-queries';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** PATCH /transactions/form-config/fields/{id}/ with is_enabled and/or is_required. */
export async function updateField(id: number, patch: TFieldConfigPatch): Promise<TFieldConfig> {
  return ZFieldConfig.parse(await api.patch(`${FORM_CONFIG_BASE}/fields/${id}/`, patch));
}

/** The admin's table and every form of the app take up the change. */
export function useUpdateField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: TFieldConfigPatch }) => updateField(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.fields() }),
  });
}
