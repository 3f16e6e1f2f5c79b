import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { ZResetPasswordConfirmRequest, type TResetPasswordConfirmRequest } from '@mutabaa/shared';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { errorText, validationText } from '../../../lib/errors';
import { applyServerErrors } from '../../../lib/form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { confirmPasswordReset } from '../api/reset-password-confirm';
import { PublicShell } from '../../../components/public-shell';
import { ResultMessage } from '../components/result-card';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  useDocumentTitle(t('auth.reset.title'));
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TResetPasswordConfirmRequest>({
    resolver: zodResolver(ZResetPasswordConfirmRequest),
    // The token travels with the form values so the one shared schema checks it too.
    values: { token, new_password: '', confirm_password: '' },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setDone((await confirmPasswordReset(values)).detail);
    } catch (error) {
      applyServerErrors(error, setError, ['new_password', 'confirm_password']);
      setFailure(errorText(t, error));
    }
  });

  const signIn = (
    <Link className="btn btn-primary w-100" to={paths.login.getHref()}>
      {t('auth.reset.signIn')}
    </Link>
  );
  return (
    <PublicShell>
      <div className="auth-card auth-form-col shadow-sm">
        <h1 className="h3 mb-4">{t('auth.reset.title')}</h1>
        {done ? (
          <ResultMessage tone="success" action={signIn}>
            {done}
          </ResultMessage>
        ) : (
          <>
            {failure && (
              <div className="alert alert-danger" role="alert">
                {failure}
              </div>
            )}
            <form onSubmit={onSubmit} noValidate>
              <PasswordField
                label={t('auth.reset.newPassword')}
                autoComplete="new-password"
                required
                hint={t('auth.reset.passwordHint')}
                error={errors.new_password && validationText(t, errors.new_password.message)}
                {...register('new_password')}
              />
              <PasswordField
                label={t('auth.reset.confirmPassword')}
                autoComplete="new-password"
                required
                error={
                  errors.confirm_password && validationText(t, errors.confirm_password.message)
                }
                {...register('confirm_password')}
              />
              {errors.token && (
                <div className="alert alert-danger" role="alert">
                  {validationText(t, errors.token.message)}
                </div>
              )}
              <SubmitButton busy={isSubmitting} busyLabel={t('auth.reset.submitting')}>
                {t('auth.reset.submit')}
              </SubmitButton>
            </form>
            <p className="mt-4 mb-0 text-center">
              <Link to={paths.login.getHref()}>{t('common.backToSignIn')}</Link>
            </p>
          </>
        )}
      </div>
    </PublicShell>
  );
}
