import { useState } from 'react';
import { isSixDigitCode, normaliseCode } from '../../../../components/ui/two-factor/code-text';
import { ApiError } from '../../../../lib/api-client';

/**
 * The state of a dialog that asks for a code: its value, the message under it and the
 * dialog's alert. `check` says whether the value may be sent (and why not); `fail` places a
 * refusal under the field it names, or in the alert.
 */
export function useCodeFormState({ recoveryAllowed = false } = {}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();

  /** The code to send, or undefined when it cannot be one (the field then says why). */
  const check = (sixDigits: string, required: string): string | undefined => {
    setFailure(undefined);
    const trimmed = code.trim();
    if (!trimmed) return void setError(required);
    // A recovery code (letters and dashes) goes as typed; the app's code goes as six digits.
    if (recoveryAllowed && !/^[\d\s\u0660-\u0669\u06f0-\u06f9]+$/.test(trimmed)) {
      setError(undefined);
      return trimmed;
    }
    if (!isSixDigitCode(trimmed)) return void setError(sixDigits);
    setError(undefined);
    return normaliseCode(trimmed);
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
