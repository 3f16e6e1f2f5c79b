import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../lib/use-translation';
import { DialogFooter } from './dialog-footer';

type ConfirmDialogProps = {
  show: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy?: boolean;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
};

/**
 * A modal question with Cancel and a confirming button; Escape cancels. Nothing is rendered
 * until it is first shown (a list has one per row), and it stays once shown, so that it closes
 * with its transition and gives the focus back.
 */
export function ConfirmDialog({
  show,
  title,
  body,
  confirmLabel,
  busy = false,
  tone = 'danger',
  onConfirm,
  onCancel,
  testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(show);
  // Its own id: a page may have shown more than one dialog, and each stays once shown.
  const titleId = useId();
  if (show && !shown) setShown(true);
  if (!show && !shown) return null;
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId} data-testid={testId}>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{body}</p>
      </Modal.Body>
      <DialogFooter
        onCancel={onCancel}
        label={confirmLabel}
        busy={busy}
        tone={tone}
        onConfirm={onConfirm}
        testId="confirm-ok"
      />
    </Modal>
  );
}
