import type { Ref } from 'react';
import { useTranslation } from '../../../../lib/use-translation';

export type FormAction = 'draft' | 'submit' | 'save';

type FormActionsProps = {
  isNew: boolean;
  isDraft: boolean;
  busy: FormAction | null;
  dirty: boolean;
  onSaveDraft: () => void;
  onClear: () => void;
  submitRef?: Ref<HTMLButtonElement>;
};

function BusyLabel({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </>
  );
}

/**
 * Save as Draft and Submit while the application is a draft (Submit opens the review);
 * Save Changes once it is not. Clear Form on a new one, Reset Changes on an existing one.
 */
export function FormActions({
  isNew,
  isDraft,
  busy,
  dirty,
  onSaveDraft,
  onClear,
  submitRef,
}: FormActionsProps) {
  const { t } = useTranslation();
  const disabled = busy !== null;
  return (
    <div className="d-flex flex-wrap gap-2 mt-3">
      {isDraft && (
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={onSaveDraft}
          disabled={disabled}
          aria-busy={busy === 'draft' || undefined}
          data-testid="save-draft"
        >
          <BusyLabel
            busy={busy === 'draft'}
            label={t('form.saveDraft')}
            busyLabel={t('form.saving')}
          />
        </button>
      )}
      <button
        ref={submitRef}
        type="submit"
        className="btn btn-primary"
        disabled={disabled}
        aria-busy={busy === 'save' || undefined}
        data-testid={isDraft ? 'submit' : 'save-changes'}
      >
        {isDraft ? (
          t('form.submit')
        ) : (
          <BusyLabel
            busy={busy === 'save'}
            label={t('form.saveChanges')}
            busyLabel={t('form.saving')}
          />
        )}
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary ms-md-auto"
        onClick={onClear}
        disabled={disabled || (!isNew && !dirty)}
        data-testid={isNew ? 'clear-form' : 'reset-changes'}
      >
        {isNew ? t('form.clearForm') : t('form.resetChanges')}
      </button>
    </div>
  );
}
