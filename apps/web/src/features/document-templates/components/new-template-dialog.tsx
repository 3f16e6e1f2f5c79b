import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router';
import { DOCUMENT_KINDS, type DocumentKind, type TDocumentTemplate } from '@mutabaa/shared';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { SelectField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { errorText, fieldErrorsOf } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { useCreateDocumentTemplate } from '../api/create-document-template';
import type { TemplateLabels } from '../hooks/use-template-labels';
import { scopeTaken, startingTemplate, textsOf } from '../utils/template-scope';

/** The value of the type picker that means every application type. */
const ALL_TYPES = '';

/**
 * A new template: its kind, the application type it is for (or all) and, for a decision
 * letter, the status it is issued at. It starts with the texts of the closest template of its
 * kind, and opens in the editor.
 */
export function NewTemplateDialog({
  templates,
  labels,
  onClose,
}: {
  templates: readonly TDocumentTemplate[];
  labels: TemplateLabels;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateDocumentTemplate();
  const { activeOptions, data } = labels.config;
  const types = activeOptions(data.applicationTypes);
  const statuses = activeOptions(data.statuses);
  const [kind, setKind] = useState<DocumentKind>('decision');
  const [type, setType] = useState(types[0]?.value ?? ALL_TYPES);
  const [status, setStatus] = useState(statuses[0]?.value ?? '');
  const [errors, setErrors] = useState<{ application_type?: string; status?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = 'new-document-template-title';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setErrors({});
    const scope = {
      kind,
      application_type: type === ALL_TYPES ? null : type,
      status: kind === 'decision' ? status : null,
    };
    if (scopeTaken(templates, scope)) {
      setErrors({ application_type: t('documentTemplates.create.taken') });
      return;
    }
    const start = startingTemplate(templates, scope);
    if (!start) return setFailure(t('documentTemplates.create.noStart'));
    try {
      const created = await create.mutateAsync({ ...scope, ...textsOf(start) });
      await navigate(paths.documentTemplate.getHref(created.id));
    } catch (error) {
      setErrors(fieldErrorsOf(error, ['application_type', 'status']));
      setFailure(errorText(t, error));
    }
  };

  return (
    <Modal
      show
      onHide={onClose}
      centered
      aria-labelledby={titleId}
      data-testid="new-document-template"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {t('documentTemplates.create.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">{t('documentTemplates.create.intro')}</p>
          {failure && (
            <div className="alert alert-danger" role="alert" data-testid="new-template-error">
              {failure}
            </div>
          )}
          <SelectField
            label={t('documentTemplates.columns.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as DocumentKind)}
            options={DOCUMENT_KINDS.map((value) => ({ value, label: labels.kind(value) }))}
            data-testid="new-template-kind"
          />
          <SelectField
            label={t('documentTemplates.columns.type')}
            value={type}
            onChange={(event) => setType(event.target.value)}
            options={[
              { value: ALL_TYPES, label: labels.scope(null) },
              ...types.map((option) => ({ value: option.value, label: labels.type(option.value) })),
            ]}
            error={errors.application_type}
            data-testid="new-template-type"
          />
          {kind === 'decision' && (
            <SelectField
              label={t('documentTemplates.create.status')}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
              options={statuses.map((option) => ({
                value: option.value,
                label: labels.status(option.value),
              }))}
              error={errors.status}
              className="mb-0"
              data-testid="new-template-status"
            />
          )}
        </Modal.Body>
        <DialogFooter
          onCancel={onClose}
          label={t('documentTemplates.create.submit')}
          busy={create.isPending}
          busyLabel={t('documentTemplates.create.creating')}
          testId="new-template-submit"
        />
      </form>
    </Modal>
  );
}
