import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/errors';
import { applyServerErrors } from '../../../lib/form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { confirmPasswordReset } from '../api/reset-password-confirm';
import { PublicShell } from '../../../components/public-shell';
import { NewPasswordForm, useNewPasswordForm } from '../components/new-password-form';
import { ResultMessage } from '../components/result-card';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  useDocumentTitle(t('auth.reset.title'));
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useNewPasswordForm(token);
  const { handleSubmit, setError } = form;

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
            <NewPasswordForm form={form} onSubmit={onSubmit} submitLabel={t('auth.reset.submit')} />
            <p className="mt-4 mb-0 text-center">
              <Link to={paths.login.getHref()}>{t('common.backToSignIn')}</Link>
            </p>
          </>
        )}
      </div>
    </PublicShell>
  );
}
