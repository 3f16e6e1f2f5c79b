import { useId, useRef, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { TRANSITION_COMMENT_MAX_LENGTH } from '@mutabaa/shared';
import { isolate } from '../../../../lib/isolate';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/errors';
import { useFormConfig } from '../../../../lib/use-form-config';
import { useLanguage } from '../../../../lib/use-language';
import { useTranslation } from '../../../../lib/use-translation';
import { useTransitionApplication } from '../../api/transition-application';
import { DialogFooter } from '../../../../components/ui/dialog-footer';

type Props = {
  applicationId: number;
  target: string;
  /** The next statuses allowed now; refreshed after a refusal. */
  allowed: string[];
  onClose: () => void;
  onDone: (status: string) => void;
};

/** Confirms a status change with an optional comment; a refusal lists what is allowed now. */
export function TransitionModal({ applicationId, target, allowed, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { statusLabel } = useFormConfig();
  const mutation = useTransitionApplication(applicationId);
  const [comment, setComment] = useState('');
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const [failure, setFailure] = useState<{ text: string; refused: boolean } | null>(null);
  const commentId = useId();
  const titleId = useId();
  const label = statusLabel(target, language);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await mutation.mutateAsync({ status: target, comment: comment.trim() || undefined });
      onDone(target);
    } catch (error) {
      // The detail is reloaded after every attempt, so `allowed` then shows what the server allows.
      const refused = error instanceof ApiError && error.code === 'transition_not_allowed';
      setFailure({ text: errorText(t, error), refused });
    }
  };

  return (
    <Modal
      show
      onHide={onClose}
      centered
      aria-labelledby={titleId}
      // The dialog opens for this one answer: the keyboard starts in it.
      onShow={() => commentRef.current?.focus()}
      data-testid="transition-modal"
    >
      <form onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {t('detail.workflow.confirmTitle', { status: isolate(label) })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <div className="alert alert-danger" role="alert" data-testid="transition-error">
              <p className="mb-0">{failure.text}</p>
              {failure.refused && (
                <p className="mb-0 mt-2" data-testid="transition-allowed">
                  {allowed.length
                    ? t('detail.workflow.allowedNow', {
                        statuses: allowed
                          .map((s) => statusLabel(s, language))
                          .join(t('detail.listSeparator')),
                      })
                    : t('detail.workflow.none')}
                </p>
              )}
            </div>
          )}
          <label htmlFor={commentId} className="form-label">
            {t('detail.workflow.comment')}
          </label>
          <textarea
            id={commentId}
            className="form-control"
            rows={3}
            maxLength={TRANSITION_COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            ref={commentRef}
            data-testid="transition-comment"
          />
        </Modal.Body>
        <DialogFooter
          onCancel={onClose}
          label={t('detail.workflow.confirm')}
          busy={mutation.isPending}
          busyLabel={t('detail.workflow.saving')}
          testId="transition-confirm"
        />
      </form>
    </Modal>
  );
}
