import { useState } from 'react';
import { errorText } from '../../lib/errors';
import { useFormConfig } from '../../lib/use-form-config';
import { useTranslation } from '../../lib/use-translation';

/** Loads the form configuration for the signed-in user; a failure is shown, never blocking. */
export function FormConfigNotice() {
  const { t } = useTranslation();
  const { status, error } = useFormConfig();
  const [dismissed, setDismissed] = useState<unknown>(null);
  if (status !== 'error' || dismissed === error) return null;
  return (
    <div
      className="alert alert-warning alert-dismissible d-flex align-items-start"
      role="alert"
      data-testid="form-config-error"
    >
      <span>{errorText(t, error, t('formConfig.loadFailed'))}</span>
      <button
        type="button"
        className="btn-close"
        aria-label={t('common.close')}
        onClick={() => setDismissed(error)}
      />
    </div>
  );
}
