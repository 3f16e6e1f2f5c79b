import { useEffect, useState } from 'react';
import { ZDocumentVerification, type TDocumentVerification } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/**
 * GET /public/verify/{token}/ without sign-in: what the holder of a paper may learn. An
 * unknown token is a 404 whose `detail` is in the reader's language (Accept-Language).
 */
export async function getVerification(token: string): Promise<TDocumentVerification> {
  const answer = await api.get(`/public/verify/${encodeURIComponent(token)}/`, { auth: false });
  return ZDocumentVerification.parse(answer);
}

export type VerificationResult =
  | { state: 'loading' }
  | { state: 'ready'; verification: TDocumentVerification }
  | { state: 'error'; error: unknown };

/**
 * The verification of one token, asked again when the language changes so that the server's
 * refusal reads in the new one. A small effect, as on the public application page: public
 * screens run without the signed-in query cache.
 */
export function useVerification(token: string, language: string): VerificationResult {
  const key = `${language}:${token}`;
  const [result, setResult] = useState<{ key: string; value: VerificationResult }>({
    key,
    value: { state: 'loading' },
  });
  useEffect(() => {
    let current = true;
    getVerification(token).then(
      (verification) => current && setResult({ key, value: { state: 'ready', verification } }),
      (error: unknown) => current && setResult({ key, value: { state: 'error', error } }),
    );
    return () => {
      current = false;
    };
  }, [token, key]);
  return result.key === key ? result.value : { state: 'loading' };
}
