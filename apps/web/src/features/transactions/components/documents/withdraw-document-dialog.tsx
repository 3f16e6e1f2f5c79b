import { useId, useRef, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { WITHDRAWAL_REASON_MAX_LENGTH, type TIssuedDocument } from '@mutabaa/shared';
import { DialogFooter } from '../../../../components/ui/dialog-footer';
import { Field } from '../../../../components/ui/field';
import { errorText } from '../../../../lib/errors';
import { isolate } from '../../../../lib/isolate';
import { useTranslation } from '../../../../lib/use-translation';
import { useWithdrawOfficialDocument } from '../../api/withdraw-official-document';
import { documentName } from './document-name';

type Props = {
  applicationId: number;
  doc: TIssuedDocument;
  onClose: () => void;
  onDone: (doc: TIssuedDocument) => void;
};

/** Asks for the reason a document is withdrawn (required), then withdraws it. */
export function WithdrawDocumentDialog({ applicationId, doc, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const mutation = useWithdrawOfficialDocument(applicationId);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    try {
      onDone(await mutation.mutateAsync({ documentId: doc.id, reason: text }));
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  return (
    <Modal
      show
      onHide={onClose}
      centered
      aria-labelledby={titleId}
      onShow={() => reasonRef.current?.focus()}
      data-testid="withdraw-document-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {t('officialDocuments.withdrawTitle', { name: isolate(documentName(t, doc)) })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <div className="alert alert-danger py-2" role="alert" data-testid="withdraw-error">
              {failure}
            </div>
          )}
          {/* One line, as the server keeps it: Enter confirms. */}
          <Field
            ref={reasonRef}
            label={t('officialDocuments.reason')}
            hint={t('officialDocuments.reasonHint')}
            error={missing ? t('officialDocuments.reasonRequired') : undefined}
            className="mb-0"
            required
            aria-required="true"
            maxLength={WITHDRAWAL_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
            data-testid="withdraw-reason"
          />
        </Modal.Body>
        <DialogFooter
          onCancel={onClose}
          label={t('officialDocuments.confirmWithdraw')}
          busy={mutation.isPending}
          busyLabel={t('officialDocuments.withdrawing')}
          tone="danger"
          testId="withdraw-confirm"
        />
      </form>
    </Modal>
  );
}
