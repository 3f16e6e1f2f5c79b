import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter } from '../../../../components/ui/dialog-footer';
import { Field } from '../../../../components/ui/field';
import { useTranslation } from '../../../../lib/use-translation';

type SlaDialogProps = {
  /** Names the test ids: `sla-<kind>-dialog`, `-error`, `-save`. */
  kind: string;
  titleId: string;
  title: string;
  size?: 'lg';
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What the server refused, above the fields. */
  failure: string | null;
  busy: boolean;
  children: ReactNode;
};

/** The dialog of a holiday or a policy: its form, the refusal, the fields, cancel and save. */
export function SlaDialog(props: SlaDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      show
      onHide={props.onClose}
      centered
      size={props.size}
      aria-labelledby={props.titleId}
      data-testid={`sla-${props.kind}-dialog`}
    >
      <form onSubmit={props.onSubmit} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={props.titleId} as="h2" className="h5">
            {props.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {props.failure && (
            <div
              className="alert alert-danger"
              role="alert"
              data-testid={`sla-${props.kind}-error`}
            >
              {props.failure}
            </div>
          )}
          {props.children}
        </Modal.Body>
        <DialogFooter
          onCancel={props.onClose}
          label={t('sla.save')}
          busy={props.busy}
          busyLabel={t('settings.saving')}
          testId={`sla-${props.kind}-save`}
        />
      </form>
    </Modal>
  );
}

type NameFieldsProps = {
  /** The registered inputs of `name_ar` and `name_en`. */
  inputs: { ar: UseFormRegisterReturn; en: UseFormRegisterReturn };
  errors: { ar?: string; en?: string };
  /** Each field's column class, side by side from small screens. */
  className?: string;
};

/** The Arabic name (right to left) and the English one (left to right). */
export function NameFields({ inputs, errors, className }: NameFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        className={className}
        label={t('sla.nameAr')}
        lang="ar"
        dir="rtl"
        autoComplete="off"
        error={errors.ar}
        {...inputs.ar}
      />
      <Field
        className={className}
        label={t('sla.nameEn')}
        lang="en"
        dir="ltr"
        autoComplete="off"
        error={errors.en}
        {...inputs.en}
      />
    </>
  );
}
