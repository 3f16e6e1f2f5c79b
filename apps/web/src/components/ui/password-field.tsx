import { useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Field } from './field';
import { EyeIcon, EyeOffIcon } from './icons';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

/** A password input with a show/hide toggle button. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? t('auth.login.hidePassword') : t('auth.login.showPassword');
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      addon={(inputId) => (
        <button
          type="button"
          className="btn btn-outline-secondary password-toggle"
          data-testid="password-toggle"
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      )}
    />
  );
}
