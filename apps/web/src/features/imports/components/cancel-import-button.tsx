import { useState } from 'react';
import type { TImport } from '@mutabaa/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { useCancelImport } from '../api/cancel-import';
import { isRunning } from '../api/get-import';
import { isolate } from '../../../lib/isolate';

/**
 * Stops a running check or import, or abandons one waiting for the user, after asking: a
 * running import's work is lost, a waiting one's file is no longer offered.
 */
export function CancelImportButton({
  imp,
  onError,
}: {
  imp: TImport;
  onError: (text: string) => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelImport();
  const [asking, setAsking] = useState(false);
  const running = isRunning(imp.status);
  const confirm = () =>
    cancel.mutate(imp.id, {
      onSettled: () => setAsking(false),
      onError: (error) => onError(errorText(t, error, t('imports.cancel.failed'))),
    });
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-danger"
        onClick={() => setAsking(true)}
        disabled={cancel.isPending}
        data-testid="import-cancel"
      >
        {t(running ? 'imports.cancel.stop' : 'imports.cancel.abandon')}
      </button>
      <ConfirmDialog
        show={asking}
        title={t(running ? 'imports.cancel.stopTitle' : 'imports.cancel.abandonTitle')}
        body={t(running ? 'imports.cancel.stopBody' : 'imports.cancel.abandonBody', {
          name: isolate(imp.file_name),
        })}
        confirmLabel={t(running ? 'imports.cancel.stop' : 'imports.cancel.abandon')}
        busy={cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
        testId="import-cancel-dialog"
      />
    </>
  );
}
