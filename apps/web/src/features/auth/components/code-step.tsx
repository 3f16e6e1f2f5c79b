import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button';
import { CodeField } from '../../../components/ui/two-factor/code-field';
import { isSixDigitCode, normaliseCode } from '../../../components/ui/two-factor/code-text';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { loginSecondFactor } from '../api/login-second-factor';
import { codeFieldError, endsSecondStep } from '../utils/second-step-failure';

type Props = {
  mfaToken: string;
  /** Back to the password step, with the reason when the step ended. */
  onBack: (message?: string) => void;
  onSignedIn: () => void;
};

/** The sign-in's second step: the authenticator app's code, or one recovery code. */
export function CodeStep({ mfaToken, onBack, onSignedIn }: Props) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const field = recovery ? 'recovery_code' : 'code';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const input = event.currentTarget.elements.namedItem(field) as HTMLInputElement | null;
    setFailure(undefined);
    const local = recovery
      ? value.trim()
        ? undefined
        : t('validation.required')
      : isSixDigitCode(value)
        ? undefined
        : t('twoFactor.sixDigits');
    setError(local);
    if (local) {
      input?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await loginSecondFactor(
        recovery
          ? { mfa_token: mfaToken, recovery_code: value.trim() }
          : { mfa_token: mfaToken, code: normaliseCode(value) },
      );
      onSignedIn();
    } catch (caught) {
      setSubmitting(false);
      if (endsSecondStep(caught)) return onBack(errorText(t, caught));
      const message = codeFieldError(caught, field);
      if (message) {
        setError(message);
        setValue('');
        input?.focus();
      } else setFailure(errorText(t, caught));
    }
  };

  const switchMode = () => {
    setRecovery(!recovery);
    setValue('');
    setError(undefined);
    setFailure(undefined);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="mfa-form">
      <p className="text-body-secondary mb-4">
        {t(recovery ? 'twoFactor.recoveryIntro' : 'twoFactor.codeIntro')}
      </p>
      {failure && (
        <div className="alert alert-danger" role="alert" data-testid="mfa-error">
          {failure}
        </div>
      )}
      <CodeField
        key={field}
        name={field}
        recovery={recovery}
        label={t(recovery ? 'twoFactor.recoveryCode' : 'twoFactor.code')}
        value={value}
        error={error}
        required
        autoFocus
        onChange={(event) => setValue(event.target.value)}
        data-testid="mfa-code"
      />
      <SubmitButton busy={submitting} busyLabel={t('twoFactor.verifying')}>
        {t('twoFactor.verify')}
      </SubmitButton>
      <div className="d-flex flex-wrap justify-content-between gap-2 mt-3">
        <button
          type="button"
          className="btn btn-link px-0"
          onClick={switchMode}
          data-testid="mfa-switch"
        >
          {t(recovery ? 'twoFactor.useApp' : 'twoFactor.useRecovery')}
        </button>
        <button type="button" className="btn btn-link px-0" onClick={() => onBack()}>
          {t('common.backToSignIn')}
        </button>
      </div>
    </form>
  );
}
