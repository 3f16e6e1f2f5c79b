import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZWebhook,
  ZWebhookCreated,
  type TWebhook,
  type TWebhookCreate,
  type TWebhookCreated,
} from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** POST /webhooks/ (the answer holds the secret, shown once), or PATCH /webhooks/{id}/. */
export async function saveWebhook({
  id,
  webhook,
}: {
  id?: number;
  webhook: TWebhookCreate;
}): Promise<TWebhook | TWebhookCreated> {
  return id
    ? ZWebhook.parse(await api.patch(`/webhooks/${id}/`, webhook))
    : ZWebhookCreated.parse(await api.post('/webhooks/', webhook));
}

export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.webhooks }),
  });
}
