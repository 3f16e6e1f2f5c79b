import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import { useTranslation } from '../../../lib/use-translation';
import type { z } from 'zod';
import { LANGUAGES, ZProfilePatch, type TUser } from '@mutabaa/shared';
import { Field, SelectField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorText, validationText } from '../../../lib/errors';
import { applyServerErrors } from '../../../lib/form';
import { useLanguage } from '../../../lib/use-language';
import { updateProfile } from '../api/update-profile';

type Values = z.input<typeof ZProfilePatch>;
const FIELDS = [
  'full_name',
  'first_name',
  'last_name',
  'phone_number',
  'company_name',
  'language_preference',
] as const;

function valuesOf(user: TUser): Values {
  return {
    full_name: user.full_name,
    first_name: user.first_name,
    last_name: user.last_name,
    phone_number: user.phone_number,
    company_name: user.company_name,
    language_preference: user.language_preference,
  };
}

/** Profile information: e-mail read-only; the saved language also becomes the UI's. */
export function ProfileForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof ZProfilePatch>>({
    resolver: zodResolver(ZProfilePatch),
    values: valuesOf(user),
    resetOptions: { keepDirtyValues: true },
  });
  const fieldError = (name: (typeof FIELDS)[number]) =>
    errors[name] ? validationText(t, errors[name]?.message) : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      const saved = await updateProfile(values);
      if (saved.language_preference !== language) await setLanguage(saved.language_preference);
      setMessage({ tone: 'success', text: t('settings.saved') });
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      setMessage({ tone: 'danger', text: errorText(t, error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="profile-form">
      {message && (
        <div
          className={`alert alert-${message.tone}`}
          role={message.tone === 'danger' ? 'alert' : 'status'}
          data-testid={message.tone === 'success' ? 'profile-saved' : 'profile-error'}
        >
          {message.text}
        </div>
      )}
      <Field
        label={t('settings.email')}
        name="email"
        type="email"
        dir="ltr"
        value={user.email}
        readOnly
        hint={t('settings.emailReadOnly')}
      />
      <Field
        label={t('settings.fullName')}
        autoComplete="name"
        error={fieldError('full_name')}
        {...register('full_name')}
      />
      <div className="row g-3 mb-3">
        <Field
          className="col-sm-6"
          label={t('settings.firstName')}
          autoComplete="given-name"
          error={fieldError('first_name')}
          {...register('first_name')}
        />
        <Field
          className="col-sm-6"
          label={t('settings.lastName')}
          autoComplete="family-name"
          error={fieldError('last_name')}
          {...register('last_name')}
        />
      </div>
      <div className="row g-3 mb-3">
        <Field
          className="col-sm-6"
          label={t('settings.phone')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          error={fieldError('phone_number')}
          {...register('phone_number')}
        />
        <Field
          className="col-sm-6"
          label={t('settings.company')}
          autoComplete="organization"
          error={fieldError('company_name')}
          {...register('company_name')}
        />
      </div>
      <SelectField
        label={t('settings.language')}
        options={LANGUAGES.map((value) => ({ value, label: t(`language.${value}`), lang: value }))}
        error={fieldError('language_preference')}
        {...register('language_preference')}
      />
      <SubmitButton
        busy={isSubmitting}
        busyLabel={t('settings.saving')}
        className="btn btn-primary"
        testId="profile-save"
      >
        {t('settings.save')}
      </SubmitButton>
    </form>
  );
}
