import { useRef, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter } from '../../../../components/ui/dialog-footer';
import { PasswordField } from '../../../../components/ui/password-field';
import { CodeField } from '../../../../components/ui/two-factor/code-field';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/errors';
import { useTranslation } from '../../../../lib/use-translation';
import { useTwoFactorDisable } from '../../api/two-factor-disable';
import { useCodeFormState } from './code-form-state';

/** Turns two-factor sign-in off: the password and a code of the app or a recovery code. */
export function DisableDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const disable = useTwoFactorDisable();
  const form = useCodeFormState({ recoveryAllowed: true });
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  // Open, the dialog is for typing: its first field takes the focus.
  const focusPassword = () =>
    (formRef.current?.elements.namedItem('password') as HTMLInputElement | null)?.focus();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const elements = event.currentTarget.elements;
    const focus = (name: string) => (elements.namedItem(name) as HTMLInputElement | null)?.focus();
    setPasswordError(password ? undefined : t('validation.required'));
    const code = form.check(t('twoFactor.sixDigits'), t('validation.required'));
    if (!password) return focus('password');
    if (!code) return focus('code');
    try {
      const answer = await disable.mutateAsync({ password, code });
      onDone(answer.detail);
    } catch (caught) {
      const wrongPassword = caught instanceof ApiError ? caught.errors?.password?.[0] : undefined;
      if (wrongPassword) {
        setPasswordError(wrongPassword);
        focus('password');
      } else if (form.placeFieldError(caught)) focus('code');
      else form.setFailure(errorText(t, caught));
    }
  };

  return (
    <Modal
      show
      onHide={onClose}
      centered
      aria-labelledby="two-factor-disable-title"
      data-testid="two-factor-disable"
      onEntered={focusPassword}
    >
      <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="two-factor-disable-title" as="h2" className="h5">
            {t('settings.twoFactor.disableTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('settings.twoFactor.disableIntro')}</p>
          {form.failure && (
            <div className="alert alert-danger" role="alert" data-testid="two-factor-error">
              {form.failure}
            </div>
          )}
          <PasswordField
            name="password"
            label={t('settings.currentPassword')}
            autoComplete="current-password"
            required
            value={password}
            error={passwordError}
            onChange={(event) => setPassword(event.target.value)}
          />
          <CodeField
            name="code"
            label={t('settings.twoFactor.codeOrRecovery')}
            inputMode="text"
            value={form.code}
            error={form.error}
            required
            onChange={(event) => form.setCode(event.target.value)}
            data-testid="two-factor-disable-code"
          />
        </Modal.Body>
        <DialogFooter
          onCancel={onClose}
          label={t('settings.twoFactor.turnOff')}
          busy={disable.isPending}
          busyLabel={t('settings.twoFactor.turningOff')}
          tone="danger"
          testId="two-factor-disable-submit"
        />
      </form>
    </Modal>
  );
}
