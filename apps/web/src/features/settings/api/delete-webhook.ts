import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** DELETE /webhooks/{id}/ (204), with its delivery log. */
export async function deleteWebhook(id: number): Promise<void> {
  await api.delete(`/webhooks/${id}/`);
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.webhooks }),
  });
}
