import { useState, type FormEvent } from 'react';
import { codeToSend } from '../../../../components/ui/two-factor/code-text';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/errors';
import { useTranslation } from '../../../../lib/use-translation';

/**
 * The state of a dialog that asks for a code: its value, the message under it and the
 * dialog's alert. `check` says whether the value may be sent (and why not); `placeFieldError`
 * puts a refusal under the field when the server names it.
 */
export function useCodeFormState({ recoveryAllowed = false } = {}) {
  const { t } = useTranslation();
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

  /**
   * The submit of a form whose one field is `code`: checks it, sends it, and on a refusal puts
   * the message under the field (focused) or in the dialog's alert.
   */
  const submitCode =
    (send: (code: string) => Promise<unknown>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const input = event.currentTarget.elements.namedItem('code') as HTMLInputElement | null;
      const sent = check(t('twoFactor.sixDigits'), t('validation.required'));
      if (!sent) return input?.focus();
      try {
        await send(sent);
      } catch (caught) {
        if (placeFieldError(caught)) input?.focus();
        else setFailure(errorText(t, caught));
      }
    };

  return {
    code,
    setCode,
    error,
    setError,
    failure,
    setFailure,
    check,
    placeFieldError,
    submitCode,
  };
}
