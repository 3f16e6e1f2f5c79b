import { useEffect } from 'react';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter } from '../../../../components/ui/dialog-footer';
import { PageSpinner } from '../../../../components/ui/spinner';
import { CodeField } from '../../../../components/ui/two-factor/code-field';
import { RecoveryCodes } from '../../../../components/ui/two-factor/recovery-codes';
import { SetupSecret } from '../../../../components/ui/two-factor/setup-secret';
import { errorText } from '../../../../lib/errors';
import { useTranslation } from '../../../../lib/use-translation';
import { useTwoFactorEnable } from '../../api/two-factor-enable';
import { useTwoFactorSetup } from '../../api/two-factor-setup';
import { useCodeFormState } from './code-form-state';

/** Turns two-factor sign-in on: the secret, the app's first code, the recovery codes once. */
export function EnableDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const form = useCodeFormState();
  const { mutate: startSetup } = setup;
  useEffect(() => startSetup(), [startSetup]);

  const onSubmit = form.submitCode((code) => enable.mutateAsync({ code }));

  const codes = enable.data?.recovery_codes;
  return (
    <Modal
      show
      onHide={codes ? onDone : onClose}
      centered
      size="lg"
      backdrop={codes ? 'static' : true}
      aria-labelledby="two-factor-enable-title"
      data-testid="two-factor-enable"
    >
      <Modal.Header closeButton={!codes} closeLabel={t('common.close')}>
        <Modal.Title id="two-factor-enable-title" as="h2" className="h5">
          {t(codes ? 'twoFactor.codesTitle' : 'twoFactor.setupTitle')}
        </Modal.Title>
      </Modal.Header>
      {codes ? (
        <Modal.Body>
          <RecoveryCodes codes={codes} doneLabel={t('twoFactor.savedDone')} onDone={onDone} />
        </Modal.Body>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Modal.Body>
            {(form.failure || setup.isError) && (
              <div className="alert alert-danger" role="alert" data-testid="two-factor-error">
                {form.failure ?? errorText(t, setup.error)}
              </div>
            )}
            {setup.data ? (
              <>
                <SetupSecret setup={setup.data} />
                <CodeField
                  name="code"
                  label={t('twoFactor.confirmCode')}
                  hint={t('twoFactor.confirmHint')}
                  value={form.code}
                  error={form.error}
                  required
                  onChange={(event) => form.setCode(event.target.value)}
                  data-testid="two-factor-enable-code"
                />
              </>
            ) : (
              !setup.isError && <PageSpinner />
            )}
          </Modal.Body>
          <DialogFooter
            onCancel={onClose}
            label={t('twoFactor.enable')}
            busy={enable.isPending || !setup.data}
            busyLabel={t('twoFactor.enabling')}
            testId="two-factor-enable-submit"
          />
        </form>
      )}
    </Modal>
  );
}
