import { useEffect, useState } from 'react';
import type { TPublicApplication } from '@mutabaa/shared';
import { getPublicApplication } from './get-public-application';

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
