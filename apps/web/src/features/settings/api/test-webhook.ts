import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWebhookDelivery, type TWebhookDelivery } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** POST /webhooks/{id}/test/: a ping, queued (202). */
export async function testWebhook(id: number): Promise<TWebhookDelivery> {
  return ZWebhookDelivery.parse(await api.post(`/webhooks/${id}/test/`));
}

export function useTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testWebhook,
    onSuccess: (_delivery, id) =>
      queryClient.invalidateQueries({ queryKey: settingsKeys.webhookDeliveries(id) }),
  });
}
