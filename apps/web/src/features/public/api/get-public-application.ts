import { ZPublicApplication, type TPublicApplication } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/** GET /public/transactions/{transaction_id}/ without sign-in: status and timeline only. */
export async function getPublicApplication(transactionId: string): Promise<TPublicApplication> {
  const answer = await api.get(`/public/transactions/${encodeURIComponent(transactionId)}/`, {
    auth: false,
  });
  return ZPublicApplication.parse(answer);
}
