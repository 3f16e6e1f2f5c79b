import type { ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { ZResetPasswordConfirmRequest, type TResetPasswordConfirmRequest } from '@mutabaa/shared';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { validationText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { zodResolver } from '../../../lib/zod-resolver';

export type NewPasswordValues = TResetPasswordConfirmRequest;

/** The form of a mailed link (reset, invitation): its token and a new password typed twice. */
export function useNewPasswordForm(token: string): UseFormReturn<NewPasswordValues> {
  return useForm<NewPasswordValues>({
    resolver: zodResolver(ZResetPasswordConfirmRequest),
    // The token travels with the form values so the one shared schema checks it too.
    values: { token, new_password: '', confirm_password: '' },
    resetOptions: { keepDirtyValues: true },
  });
}

/** The new password, its confirmation, a refused token's message and the submit button. */
export function NewPasswordForm({
  form,
  onSubmit,
  submitLabel,
  tokenNote,
  testIdPrefix,
}: {
  form: UseFormReturn<NewPasswordValues>;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  submitLabel: string;
  /** Said after the message of a malformed token. */
  tokenNote?: ReactNode;
  /** `<prefix>-password` and `<prefix>-confirm` on the two fields. */
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form onSubmit={onSubmit} noValidate>
      <PasswordField
        label={t('auth.reset.newPassword')}
        autoComplete="new-password"
        required
        hint={t('auth.reset.passwordHint')}
        error={errors.new_password && validationText(t, errors.new_password.message)}
        data-testid={testIdPrefix && `${testIdPrefix}-password`}
        {...register('new_password')}
      />
      <PasswordField
        label={t('auth.reset.confirmPassword')}
        autoComplete="new-password"
        required
        error={errors.confirm_password && validationText(t, errors.confirm_password.message)}
        data-testid={testIdPrefix && `${testIdPrefix}-confirm`}
        {...register('confirm_password')}
      />
      {errors.token && (
        <div className="alert alert-danger" role="alert">
          {validationText(t, errors.token.message)} {tokenNote}
        </div>
      )}
      <SubmitButton busy={isSubmitting} busyLabel={t('auth.reset.submitting')}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
