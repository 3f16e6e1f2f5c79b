import { useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import {
  ASSIGNMENT_REASON_MAX_LENGTH,
  type TAssignResponse,
  type TWorkload,
} from '@mutabaa/shared';
import { errorText } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { loadOf } from '../../../lib/workload';
import { useAssignApplications } from '../api/assign-applications';
import { EditorSelect } from './editor-select';
import { DialogFooter } from '../../../components/ui/dialog-footer';

/** The select's value that returns the applications to the unassigned queue. */
const QUEUE = 'queue';

type AssignDialogProps = {
  ids: readonly number[];
  workload: readonly TWorkload[];
  onClose: () => void;
  /** After the move: the answer and the new assignee's name (null for the queue). */
  onAssigned: (result: TAssignResponse, assignee: string | null) => void;
};

/** Moves the chosen applications to one editor, or back to the queue, with a reason. */
export function AssignDialog({ ids, workload, onClose, onAssigned }: AssignDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const targetId = useId();
  const reasonId = useId();
  const [target, setTarget] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const assign = useAssignApplications();
  const chosen = target === QUEUE ? undefined : loadOf(workload, target);
  const chosenName = chosen ? chosen.user.full_name || chosen.user.email : null;
  const number = (n: number) => formatNumber(n, language);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!target) return setMissing(true);
    try {
      const result = await assign.mutateAsync({
        transaction_ids: [...ids],
        assigned_to: chosen ? chosen.user.id : null,
        reason: reason.trim() || undefined,
      });
      onAssigned(result, chosenName);
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  return (
    <Modal show onHide={onClose} centered aria-labelledby={titleId} data-testid="assign-dialog">
      <form onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {t('assignments.dialog.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('assignments.queue.selected', { count: ids.length })}</p>
          {failure && (
            <div className="alert alert-danger" role="alert" data-testid="assign-error">
              {failure}
            </div>
          )}
          <EditorSelect
            id={targetId}
            className="mb-2"
            label={t('assignments.dialog.target')}
            workload={workload}
            leading={[
              { value: '', label: t('assignments.dialog.choose') },
              { value: QUEUE, label: t('assignments.dialog.returnToQueue') },
            ]}
            value={target}
            onChange={(event) => {
              setTarget(event.target.value);
              setMissing(false);
            }}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${targetId}-error` : undefined}
            data-testid="assign-target"
          />
          {missing && (
            <div id={`${targetId}-error`} className="invalid-feedback d-block">
              {t('assignments.dialog.targetRequired')}
            </div>
          )}
          {chosen && (
            <p className="small text-body-secondary mb-2" data-testid="assign-load">
              {t('assignments.dialog.load', {
                open: number(chosen.open),
                overdue: number(chosen.overdue),
              })}
            </p>
          )}
          {chosen && !chosen.is_available && (
            <div className="alert alert-warning py-2" role="status" data-testid="assign-away">
              {t('assignments.dialog.awayWarning', { name: chosenName })}
            </div>
          )}
          <div className="mt-3">
            <label htmlFor={reasonId} className="form-label">
              {t('assignments.dialog.reason')}
            </label>
            <textarea
              id={reasonId}
              className="form-control"
              rows={3}
              maxLength={ASSIGNMENT_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-describedby={`${reasonId}-hint`}
              data-testid="assign-reason"
            />
            <div id={`${reasonId}-hint`} className="form-text">
              {t('assignments.dialog.reasonHint', { count: ASSIGNMENT_REASON_MAX_LENGTH })}
            </div>
          </div>
        </Modal.Body>
        <DialogFooter
          onCancel={onClose}
          label={t('assignments.dialog.submit')}
          busy={assign.isPending}
          busyLabel={t('assignments.dialog.submitting')}
          testId="assign-submit"
        />
      </form>
    </Modal>
  );
}
