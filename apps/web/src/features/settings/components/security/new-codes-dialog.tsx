import Modal from 'react-bootstrap/Modal';
import { DialogFooter } from '../../../../components/ui/dialog-footer';
import { CodeField } from '../../../../components/ui/two-factor/code-field';
import { RecoveryCodes } from '../../../../components/ui/two-factor/recovery-codes';
import { useTranslation } from '../../../../lib/use-translation';
import { useTwoFactorRecoveryCodes } from '../../api/two-factor-recovery-codes';
import { useCodeFormState } from './code-form-state';

/** A new set of recovery codes for a code of the app; the old set stops working. */
export function NewCodesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const renew = useTwoFactorRecoveryCodes();
  const form = useCodeFormState();

  const onSubmit = form.submitCode((code) => renew.mutateAsync({ code }));

  const codes = renew.data?.recovery_codes;
  return (
    <Modal
      show
      onHide={onClose}
      centered
      size={codes ? 'lg' : undefined}
      backdrop={codes ? 'static' : true}
      aria-labelledby="two-factor-codes-title"
      data-testid="two-factor-new-codes"
    >
      <Modal.Header closeButton={!codes} closeLabel={t('common.close')}>
        <Modal.Title id="two-factor-codes-title" as="h2" className="h5">
          {t(codes ? 'twoFactor.codesTitle' : 'settings.twoFactor.newCodes')}
        </Modal.Title>
      </Modal.Header>
      {codes ? (
        <Modal.Body>
          <RecoveryCodes codes={codes} doneLabel={t('twoFactor.savedDone')} onDone={onClose} />
        </Modal.Body>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Modal.Body>
            <p>{t('settings.twoFactor.newCodesIntro')}</p>
            {form.failure && (
              <div className="alert alert-danger" role="alert" data-testid="two-factor-error">
                {form.failure}
              </div>
            )}
            <CodeField
              name="code"
              label={t('twoFactor.code')}
              value={form.code}
              error={form.error}
              required
              onChange={(event) => form.setCode(event.target.value)}
              data-testid="two-factor-new-codes-code"
            />
          </Modal.Body>
          <DialogFooter
            onCancel={onClose}
            label={t('settings.twoFactor.createCodes')}
            busy={renew.isPending}
            testId="two-factor-new-codes-submit"
          />
        </form>
      )}
    </Modal>
  );
}
