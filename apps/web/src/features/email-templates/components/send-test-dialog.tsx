import { useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { LANGUAGES, type Language } from '@mutabaa/shared';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { errorText } from '../../../lib/errors';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { useSendTestEmail } from '../api/send-test-email';

type SendTestDialogProps = {
  templateId: number;
  /** Unsaved edits, which the test does not carry. */
  dirty: boolean;
  onClose: () => void;
  onSent: (detail: string) => void;
};

/** Sends the saved template, with sample data, to the admin's own address in one language. */
export function SendTestDialog({ templateId, dirty, onClose, onSent }: SendTestDialogProps) {
  const { t } = useTranslation();
  const { language: interfaceLanguage } = useLanguage();
  const titleId = useId();
  const [language, setLanguage] = useState<Language>(interfaceLanguage);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendTestEmail(templateId);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const { detail } = await send.mutateAsync(language);
      onSent(detail);
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
      data-testid="template-test-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {t('emailTemplates.test.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('emailTemplates.test.intro')}</p>
          {dirty && (
            <div className="alert alert-warning py-2" data-testid="template-test-unsaved">
              {t('emailTemplates.test.unsaved')}
            </div>
          )}
          {failure && (
            <div className="alert alert-danger" role="alert" data-testid="template-test-error">
              {failure}
            </div>
          )}
          <fieldset>
            <legend className="form-label fs-6">{t('emailTemplates.test.language')}</legend>
            {LANGUAGES.map((option) => (
              <div key={option} className="form-check">
                <input
                  id={`${titleId}-${option}`}
                  type="radio"
                  name="test-language"
                  className="form-check-input"
                  checked={language === option}
                  onChange={() => setLanguage(option)}
                  data-testid={`template-test-language-${option}`}
                />
                <label htmlFor={`${titleId}-${option}`} className="form-check-label">
                  {t(`templateEditor.languages.${option}`)}
                </label>
              </div>
            ))}
          </fieldset>
        </Modal.Body>
        <DialogFooter
          onCancel={onClose}
          label={t('emailTemplates.test.send')}
          busy={send.isPending}
          busyLabel={t('emailTemplates.test.sending')}
          testId="template-test-send"
        />
      </form>
    </Modal>
  );
}
