import { useState, type FormEvent } from 'react';
import { ROLES, type Role } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../../components/ui/feedback';
import { PageSpinner } from '../../../../components/ui/spinner';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { errorText } from '../../../../lib/errors';
import { useTranslation } from '../../../../lib/use-translation';
import { useRequiredTwoFactorRoles } from '../../api/get-required-two-factor-roles';
import { useUpdateRequiredTwoFactorRoles } from '../../api/update-required-two-factor-roles';

/** System Settings (admin): the roles whose users must sign in with two-factor sign-in. */
export function RequiredRolesForm() {
  const { t } = useTranslation();
  const stored = useRequiredTwoFactorRoles();
  if (stored.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {errorText(t, stored.error)}
      </div>
    );
  }
  if (!stored.data) return <PageSpinner />;
  return <RolesForm stored={stored.data} />;
}

function RolesForm({ stored }: { stored: Role[] }) {
  const { t } = useTranslation();
  const saver = useUpdateRequiredTwoFactorRoles();
  const feedback = useFeedback();
  const [roles, setRoles] = useState<Role[]>(stored);
  const toggle = (role: Role, on: boolean) =>
    setRoles((current) => ROLES.filter((r) => (r === role ? on : current.includes(r))));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    feedback.clear();
    try {
      setRoles(await saver.mutateAsync(roles));
      feedback.success(t('settings.saved'));
    } catch (error) {
      feedback.failure(errorText(t, error));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="required-two-factor">
      <Feedback message={feedback.message} testId="required-two-factor" />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('settings.twoFactor.requiredLegend')}</legend>
        {ROLES.map((role) => (
          <div className="form-check" key={role}>
            <input
              id={`require-2fa-${role}`}
              type="checkbox"
              className="form-check-input"
              checked={roles.includes(role)}
              disabled={saver.isPending}
              onChange={(event) => toggle(role, event.target.checked)}
              data-testid={`require-2fa-${role}`}
            />
            <label className="form-check-label" htmlFor={`require-2fa-${role}`}>
              {t(`roles.${role}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <SubmitButton
        busy={saver.isPending}
        busyLabel={t('settings.saving')}
        className="btn btn-primary"
        testId="required-two-factor-save"
      >
        {t('settings.save')}
      </SubmitButton>
    </form>
  );
}
