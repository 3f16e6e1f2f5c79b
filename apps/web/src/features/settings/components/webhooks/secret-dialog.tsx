import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../../../lib/use-translation';

/** The signing secret, shown this once, with a copy button. */
export function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Modal show onHide={onClose} centered aria-labelledby={titleId} data-testid="webhook-secret">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('webhooks.secretTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('webhooks.secretOnce')}</p>
        <pre
          className="bg-body-tertiary border rounded p-2 text-break"
          dir="ltr"
          style={{ whiteSpace: 'pre-wrap' }}
          data-testid="webhook-secret-value"
        >
          {secret}
        </pre>
        <p className="mb-0" role="status">
          {copied ? t('webhooks.copied') : ''}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={copy}>
          {t('webhooks.copy')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onClose}
          data-testid="webhook-secret-done"
        >
          {t('webhooks.secretDone')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
