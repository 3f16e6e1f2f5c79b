import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZWebhookDeliveryPage, type TWebhookDeliveryPage } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { settingsKeys, type DeliveryFilters } from './query-keys';

/** How often an open log asks again while deliveries are pending. */
const PENDING_REFRESH_MS = 2000;

/** GET /webhooks/{id}/deliveries/: one page of the log, newest first. */
export async function getWebhookDeliveries(
  id: number,
  filters: DeliveryFilters,
): Promise<TWebhookDeliveryPage> {
  const query = new URLSearchParams({ page: String(filters.page), page_size: '20' });
  if (filters.status) query.set('status', filters.status);
  if (filters.event) query.set('event', filters.event);
  return ZWebhookDeliveryPage.parse(await api.get(`/webhooks/${id}/deliveries/?${query}`));
}

export const webhookDeliveriesQuery = (id: number, filters: DeliveryFilters) =>
  queryOptions({
    queryKey: settingsKeys.webhookDeliveryPage(id, filters),
    queryFn: () => getWebhookDeliveries(id, filters),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some((d) => d.status === 'pending') ? PENDING_REFRESH_MS : false,
  });

export function useWebhookDeliveries(id: number, filters: DeliveryFilters) {
  return useQuery(webhookDeliveriesQuery(id, filters));
}
