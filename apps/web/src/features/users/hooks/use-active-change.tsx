import { useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { attemptChange, type Reassign } from '../utils/handover';
import { HandoverModal } from '../components/handover-modal';

/** One activation or deactivation, of one user or several, as the screen asks for it. */
export type ActiveChange = {
  /** The users changing (never offered their own applications in a hand-over). */
  userIds: readonly number[];
  /** The question asked before anything is sent; null sends at once (an activation). */
  confirm: { title: string; body: string; label: string; tone?: 'danger' | 'primary' } | null;
  /** Sends the change; answers the text that reports it done. */
  send: (reassign: Reassign) => Promise<string>;
};

export type ActiveChangeOutcome =
  { status: 'done'; text: string } | { status: 'cancelled' } | { status: 'failed'; error: unknown };

type Step = { change: ActiveChange } & (
  { step: 'confirm' } | { step: 'handover'; detail: string | undefined }
);

/**
 * Runs a change of users' active state: confirms it, sends it without a hand-over, and when
 * the API answers handover_required asks where the open applications go and sends it again.
 * `run` settles with the outcome once the dialogs are closed.
 */
export function useActiveChange() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step | null>(null);
  const [busy, setBusy] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);
  const settle = useRef<((outcome: ActiveChangeOutcome) => void) | null>(null);

  const finish = useCallback((outcome: ActiveChangeOutcome) => {
    setStep(null);
    setRetryError(null);
    settle.current?.(outcome);
    settle.current = null;
  }, []);

  const attempt = useCallback(
    async (change: ActiveChange, reassign: Reassign) => {
      setBusy(true);
      const outcome = await attemptChange(change.send, reassign);
      setBusy(false);
      if (outcome.status === 'handover') {
        setStep({ change, step: 'handover', detail: outcome.detail });
      } else if (outcome.status === 'failed' && reassign !== undefined) {
        // The hand-over dialog stays open with the reason, to choose again or cancel.
        setRetryError(errorText(t, outcome.error));
      } else {
        finish(outcome);
      }
    },
    [finish, t],
  );

  const run = useCallback(
    (change: ActiveChange) =>
      new Promise<ActiveChangeOutcome>((resolve) => {
        settle.current = resolve;
        if (change.confirm) setStep({ change, step: 'confirm' });
        else void attempt(change, undefined);
      }),
    [attempt],
  );

  // Once sent, the answer decides what follows: closing meanwhile would leave it unreported.
  const cancel = () => !busy && finish({ status: 'cancelled' });
  const dialogs = (
    <>
      <ConfirmDialog
        show={step?.step === 'confirm'}
        title={step?.change.confirm?.title ?? ''}
        body={step?.change.confirm?.body ?? ''}
        confirmLabel={step?.change.confirm?.label ?? ''}
        tone={step?.change.confirm?.tone}
        busy={busy}
        onConfirm={() => step && void attempt(step.change, undefined)}
        onCancel={cancel}
        testId="active-confirm"
      />
      {step?.step === 'handover' && (
        <HandoverModal
          leaving={step.change.userIds}
          detail={step.detail}
          busy={busy}
          error={retryError}
          onSubmit={(reassign) => void attempt(step.change, reassign)}
          onCancel={cancel}
        />
      )}
    </>
  );
  return { run, dialogs, busy };
}
