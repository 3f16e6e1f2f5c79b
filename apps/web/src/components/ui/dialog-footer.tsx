import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../lib/use-translation';
import { SubmitButton } from './submit-button';

type DialogFooterProps = {
  onCancel: () => void;
  /** The confirming button's words, and the words it shows while the answer is on its way. */
  label: string;
  busy: boolean;
  busyLabel?: string;
  tone?: 'primary' | 'danger';
  /** Without it the button submits the dialog's form; with it the button only calls it. */
  onConfirm?: () => void;
  testId?: string;
};

/**
 * A dialog's Cancel and confirming buttons, in that order. The confirming button submits the
 * form around it (so Enter in a field confirms too) and shows a spinner while busy, or, for a
 * dialog without a form, runs `onConfirm`.
 */
export function DialogFooter({
  onCancel,
  label,
  busy,
  busyLabel = label,
  tone = 'primary',
  onConfirm,
  testId,
}: DialogFooterProps) {
  const { t } = useTranslation();
  return (
    <Modal.Footer>
      <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      {onConfirm ? (
        <button
          type="button"
          className={`btn btn-${tone}`}
          onClick={onConfirm}
          disabled={busy}
          data-testid={testId}
        >
          {label}
        </button>
      ) : (
        <SubmitButton
          busy={busy}
          busyLabel={busyLabel}
          className={`btn btn-${tone}`}
          testId={testId}
        >
          {label}
        </SubmitButton>
      )}
    </Modal.Footer>
  );
}
