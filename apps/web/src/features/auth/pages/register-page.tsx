import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { z } from 'zod';
import { LANGUAGES, ZRegisterRequest } from '@mutabaa/shared';
import { Field, SelectField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { errorText, validationText } from '../../../lib/errors';
import { applyServerErrors } from '../../../lib/form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { register as registerAccount } from '../api/register';
import { PublicShell } from '../../../components/public-shell';
import { ResultMessage } from '../components/result-card';

type Values = z.input<typeof ZRegisterRequest>;
const FIELDS = [
  'email',
  'password',
  'confirm_password',
  'first_name',
  'last_name',
  'phone_number',
  'company_name',
  'language_preference',
] as const;

export function RegisterPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  useDocumentTitle(t('auth.register.title'));
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof ZRegisterRequest>>({
    resolver: zodResolver(ZRegisterRequest),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone_number: '',
      company_name: '',
      password: '',
      confirm_password: '',
      language_preference: language,
    },
  });
  const fieldError = (name: (typeof FIELDS)[number]) =>
    errors[name] ? validationText(t, errors[name]?.message) : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await registerAccount(values);
      setDone(result.detail);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      setFailure(errorText(t, error));
    }
  });

  const optional = ` (${t('auth.register.optional')})`;
  return (
    <PublicShell>
      <div className="auth-card auth-form-col shadow-sm">
        <h1 className="h3 mb-1">{t('auth.register.title')}</h1>
        {done ? (
          <ResultMessage
            tone="success"
            action={
              <Link className="btn btn-primary w-100" to={paths.login.getHref()}>
                {t('auth.register.signIn')}
              </Link>
            }
          >
            <h2 className="h5">{t('auth.register.successTitle')}</h2>
            <p className="mb-0">{done}</p>
          </ResultMessage>
        ) : (
          <>
            <p className="text-body-secondary mb-4">{t('auth.register.subtitle')}</p>
            {failure && (
              <div className="alert alert-danger" role="alert">
                {failure}
              </div>
            )}
            <form onSubmit={onSubmit} noValidate>
              <div className="row g-3 mb-3">
                <Field
                  className="col-sm-6"
                  label={t('auth.register.firstName')}
                  autoComplete="given-name"
                  required
                  error={fieldError('first_name')}
                  {...register('first_name')}
                />
                <Field
                  className="col-sm-6"
                  label={t('auth.register.lastName')}
                  autoComplete="family-name"
                  required
                  error={fieldError('last_name')}
                  {...register('last_name')}
                />
              </div>
              <Field
                label={t('auth.register.email')}
                type="email"
                autoComplete="email"
                dir="ltr"
                required
                error={fieldError('email')}
                {...register('email')}
              />
              <div className="row g-3 mb-3">
                <Field
                  className="col-sm-6"
                  label={t('auth.register.phone') + optional}
                  type="tel"
                  autoComplete="tel"
                  dir="ltr"
                  error={fieldError('phone_number')}
                  {...register('phone_number')}
                />
                <Field
                  className="col-sm-6"
                  label={t('auth.register.company') + optional}
                  autoComplete="organization"
                  error={fieldError('company_name')}
                  {...register('company_name')}
                />
              </div>
              <PasswordField
                label={t('auth.register.password')}
                autoComplete="new-password"
                required
                hint={t('auth.register.passwordHint')}
                error={fieldError('password')}
                {...register('password')}
              />
              <PasswordField
                label={t('auth.register.confirmPassword')}
                autoComplete="new-password"
                required
                error={fieldError('confirm_password')}
                {...register('confirm_password')}
              />
              <SelectField
                label={t('auth.register.language')}
                options={LANGUAGES.map((value) => ({
                  value,
                  label: t(`language.${value}`),
                  lang: value,
                }))}
                error={fieldError('language_preference')}
                {...register('language_preference')}
              />
              <SubmitButton busy={isSubmitting} busyLabel={t('auth.register.submitting')}>
                {t('auth.register.submit')}
              </SubmitButton>
            </form>
            <p className="mt-4 mb-0 text-center">
              {t('auth.register.haveAccount')}{' '}
              <Link to={paths.login.getHref()}>{t('auth.register.signIn')}</Link>
            </p>
          </>
        )}
      </div>
    </PublicShell>
  );
}
