import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWebhookDeliveryDetail, type TWebhookDeliveryDetail } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** GET /webhooks/{id}/deliveries/{d}/: what was sent and the start of the last answer. */
export async function getWebhookDelivery(
  id: number,
  delivery: number,
): Promise<TWebhookDeliveryDetail> {
  return ZWebhookDeliveryDetail.parse(await api.get(`/webhooks/${id}/deliveries/${delivery}/`));
}

export const webhookDeliveryQuery = (id: number, delivery: number) =>
  queryOptions({
    queryKey: settingsKeys.webhookDelivery(id, delivery),
    queryFn: () => getWebhookDelivery(id, delivery),
  });

export function useWebhookDelivery(id: number, delivery: number) {
  return useQuery(webhookDeliveryQuery(id, delivery));
}
