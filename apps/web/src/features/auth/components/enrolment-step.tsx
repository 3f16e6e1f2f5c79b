import { useEffect, useState, type FormEvent } from 'react';
import type { TMfaEnableResponse, TTwoFactorSetupResponse } from '@mutabaa/shared';
import { PageSpinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { CodeField } from '../../../components/ui/two-factor/code-field';
import { isSixDigitCode, normaliseCode } from '../../../components/ui/two-factor/code-text';
import { RecoveryCodes } from '../../../components/ui/two-factor/recovery-codes';
import { SetupSecret } from '../../../components/ui/two-factor/setup-secret';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { signIn } from '../api/login';
import { loginTwoFactorEnable } from '../api/login-two-factor-enable';
import { loginTwoFactorSetup } from '../api/login-two-factor-setup';
import { codeFieldError, endsSecondStep } from '../utils/second-step-failure';

type Props = {
  mfaToken: string;
  onBack: (message?: string) => void;
  onSignedIn: () => void;
};

/**
 * The enrolment a role requires, inside the sign-in: the secret, its first code, then the
 * recovery codes; the user is signed in once they say the codes are kept.
 */
export function EnrolmentStep({ mfaToken, onBack, onSignedIn }: Props) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<TTwoFactorSetupResponse>();
  const [enabled, setEnabled] = useState<TMfaEnableResponse>();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let live = true;
    loginTwoFactorSetup(mfaToken).then(
      (answer) => live && setSetup(answer),
      (caught: unknown) => live && onBack(errorText(t, caught)),
    );
    return () => {
      live = false;
    };
    // One secret per step: asking again would replace the one the user may have scanned.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mfaToken]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const input = event.currentTarget.elements.namedItem('code') as HTMLInputElement | null;
    setFailure(undefined);
    if (!isSixDigitCode(value)) {
      setError(t('twoFactor.sixDigits'));
      input?.focus();
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      setEnabled(await loginTwoFactorEnable({ mfa_token: mfaToken, code: normaliseCode(value) }));
    } catch (caught) {
      if (endsSecondStep(caught)) return onBack(errorText(t, caught));
      const message = codeFieldError(caught, 'code');
      if (message) {
        setError(message);
        setValue('');
        input?.focus();
      } else setFailure(errorText(t, caught));
    } finally {
      setSubmitting(false);
    }
  };

  if (enabled) {
    return (
      <RecoveryCodes
        codes={enabled.recovery_codes}
        doneLabel={t('twoFactor.saved')}
        onDone={() => {
          signIn(enabled);
          onSignedIn();
        }}
      />
    );
  }
  if (!setup) return <PageSpinner />;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="mfa-setup-form">
      <p className="text-body-secondary">{t('twoFactor.setupRequired')}</p>
      {failure && (
        <div className="alert alert-danger" role="alert" data-testid="mfa-error">
          {failure}
        </div>
      )}
      <SetupSecret setup={setup} />
      <CodeField
        name="code"
        label={t('twoFactor.confirmCode')}
        hint={t('twoFactor.confirmHint')}
        value={value}
        error={error}
        required
        onChange={(event) => setValue(event.target.value)}
        data-testid="mfa-setup-code"
      />
      <SubmitButton busy={submitting} busyLabel={t('twoFactor.enabling')}>
        {t('twoFactor.enable')}
      </SubmitButton>
      <button type="button" className="btn btn-link px-0 mt-3" onClick={() => onBack()}>
        {t('common.backToSignIn')}
      </button>
    </form>
  );
}
