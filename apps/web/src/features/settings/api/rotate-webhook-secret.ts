import { useMutation } from '@tanstack/react-query';
import { ZWebhookSecret, type TWebhookSecret } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/** POST /webhooks/{id}/rotate-secret/: a new signing secret, shown once. */
export async function rotateWebhookSecret(id: number): Promise<TWebhookSecret> {
  return ZWebhookSecret.parse(await api.post(`/webhooks/${id}/rotate-secret/`));
}

export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret });
}
