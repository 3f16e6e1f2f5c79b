import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorText } from '../../../lib/errors';
import { resendVerification } from '../api/resend-verification';

type State = { status: 'idle' | 'sending' } | { status: 'done'; text: string };

/** Offered when sign-in fails because the e-mail address is not verified yet. */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: 'idle' });
  const sending = state.status === 'sending';
  const onClick = async () => {
    setState({ status: 'sending' });
    try {
      const result = await resendVerification({ email: email.trim() });
      setState({ status: 'done', text: result.detail });
    } catch (error) {
      setState({ status: 'done', text: errorText(t, error) });
    }
  };
  return (
    <div className="mt-2">
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        data-testid="resend-verification"
        disabled={sending || !email}
        onClick={() => void onClick()}
      >
        {sending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {sending ? t('auth.login.resending') : t('auth.login.resend')}
      </button>
      <div aria-live="polite" className="small mt-2">
        {state.status === 'done' && state.text}
      </div>
    </div>
  );
}
