import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ZEmailRequest, type TEmailRequest } from '@mutabaa/shared';
import { Field } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { errorText, validationText } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { requestPasswordReset } from '../api/reset-password';
import { PublicShell } from '../../../components/public-shell';
import { ResultMessage } from '../components/result-card';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.title'));
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TEmailRequest>({
    resolver: zodResolver(ZEmailRequest),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setDone((await requestPasswordReset(values)).detail);
    } catch (error) {
      setFailure(errorText(t, error));
    }
  });

  const back = (
    <p className="mt-4 mb-0 text-center">
      <Link to={paths.login.getHref()}>{t('common.backToSignIn')}</Link>
    </p>
  );
  return (
    <PublicShell>
      <div className="auth-card auth-form-col shadow-sm">
        <h1 className="h3 mb-1">{t('auth.forgot.title')}</h1>
        {done ? (
          <ResultMessage tone="success" action={back}>
            {done}
          </ResultMessage>
        ) : (
          <>
            <p className="text-body-secondary mb-4">{t('auth.forgot.subtitle')}</p>
            {failure && (
              <div className="alert alert-danger" role="alert">
                {failure}
              </div>
            )}
            <form onSubmit={onSubmit} noValidate>
              <Field
                label={t('auth.forgot.email')}
                type="email"
                autoComplete="email"
                dir="ltr"
                required
                error={errors.email && validationText(t, errors.email.message)}
                {...register('email')}
              />
              <SubmitButton busy={isSubmitting} busyLabel={t('auth.forgot.submitting')}>
                {t('auth.forgot.submit')}
              </SubmitButton>
            </form>
            {back}
          </>
        )}
      </div>
    </PublicShell>
  );
}
