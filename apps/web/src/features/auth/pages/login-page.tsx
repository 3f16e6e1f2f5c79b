import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '../../../lib/zod-resolver';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import type { TLoginRequest } from '@mutabaa/shared';
import { Field } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { validationText } from '../../../lib/errors';
import { paths } from '../../../config/paths';
import { loadLoginSchemas, login } from '../api/login';
import { isUnverifiedEmail, loginFailureMessage } from '../login-failure';
import { PublicShell } from '../../../components/public-shell';
import { WelcomePanel } from '../components/welcome-panel';
import { ResendVerification } from '../components/resend-verification';

type Failure = { message: string; unverified: boolean };

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('auth.login.title'));
  const [failure, setFailure] = useState<Failure | null>(null);
  // Collected as the specification asks, deliberately not sent anywhere.
  const [rememberMe, setRememberMe] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<TLoginRequest>({
    resolver: lazyZodResolver(() => loadLoginSchemas().then((m) => m.ZLoginRequest)),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login(values);
      navigate(paths.dashboard.getHref(), { replace: true });
    } catch (error) {
      setFailure({
        message: loginFailureMessage(error, t('auth.login.failed')),
        unverified: isUnverifiedEmail(error),
      });
    }
  });

  return (
    <PublicShell wide>
      <div className="row g-0 auth-card shadow-sm">
        <div className="col-lg-6 auth-form-col">
          <h1 className="h3 mb-1">{t('auth.login.title')}</h1>
          <p className="text-body-secondary mb-4">{t('auth.login.subtitle')}</p>

          {failure && (
            <div className="alert alert-danger" role="alert" data-testid="login-error">
              <p className="mb-0">{failure.message}</p>
              {failure.unverified && <ResendVerification email={getValues('email')} />}
            </div>
          )}

          <form
            onSubmit={onSubmit}
            onFocus={() => void loadLoginSchemas()}
            noValidate
            data-testid="login-form"
          >
            <Field
              label={t('auth.login.email')}
              type="email"
              autoComplete="username"
              inputMode="email"
              dir="ltr"
              required
              error={errors.email && validationText(t, errors.email.message)}
              {...register('email')}
            />
            <PasswordField
              label={t('auth.login.password')}
              autoComplete="current-password"
              required
              error={errors.password && validationText(t, errors.password.message)}
              {...register('password')}
            />
            <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
              <div className="form-check">
                <input
                  id="remember"
                  name="remember"
                  type="checkbox"
                  className="form-check-input"
                  checked={rememberMe}
                  onChange={(event) => setRememberMe(event.target.checked)}
                />
                <label className="form-check-label" htmlFor="remember">
                  {t('auth.login.rememberMe')}
                </label>
              </div>
              <Link to={paths.forgotPassword.getHref()}>{t('auth.login.forgotPassword')}</Link>
            </div>
            <SubmitButton busy={isSubmitting} busyLabel={t('auth.login.submitting')}>
              {t('auth.login.submit')}
            </SubmitButton>
          </form>

          <p className="mt-4 mb-0 text-center">
            {t('auth.login.noAccount')}{' '}
            <Link to={paths.register.getHref()}>{t('auth.login.register')}</Link>
          </p>
        </div>
        <div className="col-lg-6">
          <WelcomePanel />
        </div>
      </div>
    </PublicShell>
  );
}
