import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import { useTranslation } from '../../../lib/use-translation';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, ZChangePasswordRequest } from '@mutabaa/shared';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorText, validationText } from '../../../lib/errors';
import { applyServerErrors } from '../../../lib/form';
import { changePassword } from '../api/change-password';

/** The wire request plus a confirmation that is checked here and never sent. */
const ZChangePasswordForm = ZChangePasswordRequest.extend({
  confirm_password: z.string().max(PASSWORD_MAX_LENGTH, { error: 'too_long' }),
}).refine((v) => v.new_password === v.confirm_password, {
  path: ['confirm_password'],
  error: 'passwords_mismatch',
});
type Values = z.infer<typeof ZChangePasswordForm>;
const EMPTY: Values = { old_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(ZChangePasswordForm), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ old_password, new_password }) => {
    setMessage(null);
    try {
      const result = await changePassword({ old_password, new_password });
      reset(EMPTY);
      setMessage({ tone: 'success', text: result.detail });
    } catch (error) {
      applyServerErrors(error, setError, ['old_password', 'new_password']);
      setMessage({ tone: 'danger', text: errorText(t, error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="change-password-form">
      {message && (
        <div
          className={`alert alert-${message.tone}`}
          role={message.tone === 'danger' ? 'alert' : 'status'}
          data-testid={message.tone === 'success' ? 'password-saved' : 'password-error'}
        >
          {message.text}
        </div>
      )}
      <PasswordField
        label={t('settings.currentPassword')}
        autoComplete="current-password"
        required
        error={errors.old_password && validationText(t, errors.old_password.message)}
        {...register('old_password')}
      />
      <PasswordField
        label={t('settings.newPassword')}
        autoComplete="new-password"
        required
        hint={t('settings.passwordHint')}
        error={errors.new_password && validationText(t, errors.new_password.message)}
        {...register('new_password')}
      />
      <PasswordField
        label={t('settings.confirmPassword')}
        autoComplete="new-password"
        required
        error={errors.confirm_password && validationText(t, errors.confirm_password.message)}
        {...register('confirm_password')}
      />
      <SubmitButton
        busy={isSubmitting}
        busyLabel={t('settings.changing')}
        className="btn btn-primary"
        testId="password-save"
      >
        {t('settings.changeSubmit')}
      </SubmitButton>
    </form>
  );
}
