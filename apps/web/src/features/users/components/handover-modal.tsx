import { useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/errors';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { loadText, useWorkload } from '../../../lib/workload';
import {
  handoverCandidates,
  reassignOf,
  type HandoverChoice,
  type Reassign,
} from '../utils/handover';
import { DialogFooter } from '../../../components/ui/dialog-footer';

type Props = {
  /** The users being deactivated: their applications cannot go to them. */
  leaving: readonly number[];
  /** The API's words on what they hold. */
  detail: string | undefined;
  busy: boolean;
  /** The failure of the last attempt with a choice. */
  error: string | null;
  onSubmit: (reassign: Reassign) => void;
  onCancel: () => void;
};

/**
 * Asked when a deactivation is refused because the user holds open applications: back to the
 * unassigned queue, or to another active editor or admin, shown with their open count.
 */
export function HandoverModal({ leaving, detail, busy, error, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const workload = useWorkload();
  const [choice, setChoice] = useState<HandoverChoice | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const id = useId();
  const candidates = handoverCandidates(workload.data ?? [], leaving);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return setMissing(t('users.handover.chooseWhere'));
    const reassign = reassignOf(choice);
    if (reassign === undefined) return setMissing(t('users.handover.choosePerson'));
    setMissing(null);
    onSubmit(reassign);
  };
  const pickUser = (userId: number | undefined) => setChoice({ mode: 'user', userId });

  return (
    <Modal show onHide={onCancel} centered aria-labelledby={`${id}-title`} data-testid="handover">
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {t('users.handover.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && (
            <div className="alert alert-danger" role="alert" data-testid="handover-error">
              {error}
            </div>
          )}
          {detail && <p>{detail}</p>}
          <fieldset aria-describedby={missing ? `${id}-missing` : undefined}>
            <legend className="fs-6 fw-semibold">{t('users.handover.question')}</legend>
            <div className="form-check mb-2">
              <input
                className="form-check-input"
                type="radio"
                name={`${id}-mode`}
                id={`${id}-queue`}
                checked={choice?.mode === 'queue'}
                onChange={() => setChoice({ mode: 'queue' })}
                data-testid="handover-queue"
              />
              <label className="form-check-label" htmlFor={`${id}-queue`}>
                {t('users.handover.toQueue')}
              </label>
            </div>
            <div className="form-check">
              <input
                className="form-check-input"
                type="radio"
                name={`${id}-mode`}
                id={`${id}-user`}
                checked={choice?.mode === 'user'}
                onChange={() => pickUser(choice?.mode === 'user' ? choice.userId : undefined)}
                data-testid="handover-to-user"
              />
              <label className="form-check-label" htmlFor={`${id}-user`}>
                {t('users.handover.toUser')}
              </label>
            </div>
            <div className="ps-4 mt-2">
              {workload.isPending && <Spinner label={t('common.loading')} />}
              {workload.isError && (
                <div className="alert alert-danger py-2 mb-0" role="alert">
                  {errorText(t, workload.error)}
                </div>
              )}
              {workload.data && (
                <select
                  className="form-select"
                  aria-label={t('users.handover.person')}
                  value={choice?.mode === 'user' ? (choice.userId ?? '') : ''}
                  onChange={(event) =>
                    pickUser(event.target.value ? Number(event.target.value) : undefined)
                  }
                  data-testid="handover-user"
                >
                  <option value="">
                    {candidates.length ? t('users.handover.pick') : t('users.handover.nobody')}
                  </option>
                  {candidates.map((entry) => (
                    <option key={entry.user.id} value={entry.user.id}>
                      {`${entry.user.full_name || entry.user.email} — ${loadText(t, language, entry)}`}
                    </option>
                  ))}
                </select>
              )}
            </div>
          </fieldset>
          {missing && (
            <div id={`${id}-missing`} className="invalid-feedback d-block" role="alert">
              {missing}
            </div>
          )}
        </Modal.Body>
        <DialogFooter
          onCancel={onCancel}
          label={t('users.handover.submit')}
          busy={busy}
          busyLabel={t('users.saving')}
          tone="danger"
          testId="handover-submit"
        />
      </form>
    </Modal>
  );
}
