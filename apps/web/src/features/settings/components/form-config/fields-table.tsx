import type { TFieldConfig, TFieldConfigPatch } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../../components/ui/feedback';
import { Spinner } from '../../../../components/ui/spinner';
import { isolate } from '../../../../lib/isolate';
import { errorText } from '../../../../lib/errors';
import { optionLabel } from '../../../../lib/form-config';
import { useLanguage } from '../../../../lib/use-language';
import { useTranslation } from '../../../../lib/use-translation';
import { useFields } from '../../api/get-fields';
import { useUpdateField } from '../../api/update-field';
import { ResponsiveTable } from '../../../../components/ui/responsive-table';

const fieldLabel = (field: TFieldConfig, language: string) =>
  optionLabel(
    { value: field.field_name, label_en: field.label_en, label_ar: field.label_ar },
    language,
  );

/** The application form's fields with their enabled and required switches. */
export function FieldsTable() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const fields = useFields();
  const feedback = useFeedback();
  const update = useUpdateField();

  const change = async (field: TFieldConfig, patch: TFieldConfigPatch) => {
    feedback.clear();
    try {
      await update.mutateAsync({ id: field.id, patch });
      feedback.success(
        t('formSettings.fieldSaved', { name: isolate(fieldLabel(field, language)) }),
      );
    } catch (error) {
      feedback.failure(errorText(t, error, t('formSettings.saveFailed')));
    }
  };

  return (
    <section className="card" aria-labelledby="fields-title" data-testid="fields-section">
      <div className="card-body">
        <h2 id="fields-title" className="h5 card-title">
          {t('formSettings.fieldsTitle')}
        </h2>
        <p className="text-body-secondary">{t('formSettings.fieldsText')}</p>
        <Feedback message={feedback.message} testId="fields" />
        {fields.isPending && <Spinner />}
        {fields.isError && (
          <div className="alert alert-danger" role="alert">
            {errorText(t, fields.error, t('formConfig.loadFailed'))}
          </div>
        )}
        {fields.data && (
          <ResponsiveTable className="align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">{t('formSettings.field')}</th>
                <th scope="col">{t('formSettings.enabled')}</th>
                <th scope="col">{t('formSettings.required')}</th>
              </tr>
            </thead>
            <tbody>
              {[...fields.data]
                .sort((a, b) => a.order - b.order)
                .map((field) => {
                  const label = fieldLabel(field, language);
                  const busy = update.isPending && update.variables.id === field.id;
                  return (
                    <tr key={field.id} data-testid={`field-row-${field.field_name}`}>
                      <th scope="row" className="fw-normal card-cell-title">
                        <span className="d-block">{label}</span>
                        <code className="small text-body-secondary" dir="ltr">
                          {field.field_name}
                        </code>
                      </th>
                      <td data-label={t('formSettings.enabled')}>
                        <div className="form-check form-switch mb-0">
                          <input
                            className="form-check-input"
                            type="checkbox"
                            role="switch"
                            name="is_enabled"
                            checked={field.is_enabled}
                            disabled={busy}
                            aria-label={t('formSettings.enabledFor', { name: label })}
                            onChange={(event) =>
                              void change(field, { is_enabled: event.target.checked })
                            }
                          />
                        </div>
                      </td>
                      <td data-label={t('formSettings.required')}>
                        <div className="form-check form-switch mb-0">
                          <input
                            className="form-check-input"
                            type="checkbox"
                            role="switch"
                            name="is_required"
                            checked={field.is_required}
                            disabled={busy || !field.is_enabled}
                            aria-label={t('formSettings.requiredFor', { name: label })}
                            onChange={(event) =>
                              void change(field, { is_required: event.target.checked })
                            }
                          />
                        </div>
                      </td>
                    </tr>
                  );
                })}
            </tbody>
          </ResponsiveTable>
        )}
      </div>
    </section>
  );
}
