import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWebhookList, type TWebhook } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** GET /webhooks/: every webhook, oldest first. */
export async function getWebhooks(): Promise<TWebhook[]> {
  return ZWebhookList.parse(await api.get('/webhooks/'));
}

export const webhooksQuery = () =>
  queryOptions({ queryKey: settingsKeys.webhookList(), queryFn: getWebhooks });

export function useWebhooks() {
  return useQuery(webhooksQuery());
}
