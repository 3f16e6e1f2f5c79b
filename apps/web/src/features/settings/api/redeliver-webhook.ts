import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWebhookDelivery, type TWebhookDelivery } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** POST /webhooks/{id}/deliveries/{d}/redeliver/: the same message again, as a new delivery. */
export async function redeliverWebhook({
  id,
  delivery,
}: {
  id: number;
  delivery: number;
}): Promise<TWebhookDelivery> {
  return ZWebhookDelivery.parse(
    await api.post(`/webhooks/${id}/deliveries/${delivery}/redeliver/`),
  );
}

export function useRedeliverWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverWebhook,
    onSuccess: (_delivery, { id }) =>
      queryClient.invalidateQueries({ queryKey: settingsKeys.webhookDeliveries(id) }),
  });
}
