import { useState } from 'react';
import { codeToSend } from '../../../../components/ui/two-factor/code-text';
import { ApiError } from '../../../../lib/api-client';

/**
 * The state of a dialog that asks for a code: its value, the message under it and the
 * dialog's alert. `check` says whether the value may be sent (and why not); `placeFieldError`
 * puts a refusal under the field when the server names it.
 */
export function useCodeFormState({ recoveryAllowed = false } = {}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();

  /** The code to send, or undefined when it cannot be one (the field then says why). */
  const check = (sixDigits: string, required: string): string | undefined => {
    setFailure(undefined);
    if (!code.trim()) return void setError(required);
    const sent = codeToSend(code, recoveryAllowed);
    setError(sent ? undefined : sixDigits);
    return sent;
  };

  /** Puts the server's message under `code` when it names it; else answers false. */
  const placeFieldError = (caught: unknown): boolean => {
    const message = caught instanceof ApiError ? caught.errors?.code?.[0] : undefined;
    if (message) {
      setError(message);
      setCode('');
    }
    return Boolean(message);
  };

  return { code, setCode, error, setError, failure, setFailure, check, placeFieldError };
}
