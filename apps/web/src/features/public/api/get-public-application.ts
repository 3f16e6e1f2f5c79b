import { useEffect, useState } from 'react';
import { ZPublicApplication, type TPublicApplication } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/** GET /public/transactions/{transaction_id}/ without sign-in: status and timeline only. */
export async function getPublicApplication(transactionId: string): Promise<TPublicApplication> {
  const answer = await api.get(`/public/transactions/${encodeURIComponent(transactionId)}/`, {
    auth: false,
  });
  return ZPublicApplication.parse(answer);
}

export type PublicResult =
  | { state: 'loading' }
  | { state: 'ready'; application: TPublicApplication }
  | { state: 'error'; error: unknown };

/**
 * The public answer for one id. Public screens run without the signed-in query cache, so a
 * small effect keeps TanStack Query out of their JavaScript.
 */
export function usePublicApplication(transactionId: string): PublicResult {
  const [result, setResult] = useState<{ id: string; value: PublicResult }>({
    id: transactionId,
    value: { state: 'loading' },
  });
  useEffect(() => {
    let current = true;
    getPublicApplication(transactionId).then(
      (application) =>
        current && setResult({ id: transactionId, value: { state: 'ready', application } }),
      (error: unknown) =>
        current && setResult({ id: transactionId, value: { state: 'error', error } }),
    );
    return () => {
      current = false;
    };
  }, [transactionId]);
  return result.id === transactionId ? result.value : { state: 'loading' };
}
