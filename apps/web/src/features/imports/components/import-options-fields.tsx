import { useId } from 'react';
import { CREATE_STATUSES, type TImportOptions, type TOption } from '@mutabaa/shared';
import { SelectField } from '../../../components/ui/field';
import { optionLabel } from '../../../lib/form-config';
import { useFormConfig } from '../../../lib/use-form-config';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';

export const DEFAULT_IMPORT_OPTIONS: TImportOptions = {
  status: 'draft',
  default_type: '',
  default_priority: '',
  new_departments: false,
};

type ImportOptionsFieldsProps = {
  options: TImportOptions;
  onChange: (options: TImportOptions) => void;
};

/**
 * How the rows are created: as drafts or submitted, the type and priority of empty cells
 * (the application form's active choices), and whether new departments are accepted.
 */
export function ImportOptionsFields({ options, onChange }: ImportOptionsFieldsProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const config = useFormConfig();
  const newDepartmentsId = useId();
  const set = <K extends keyof TImportOptions>(key: K, value: TImportOptions[K]) =>
    onChange({ ...options, [key]: value });
  const choices = (list: readonly TOption[], current: string) => {
    const active = config.activeOptions(list);
    const shown = active.map((option) => ({
      value: option.value,
      label: optionLabel(option, language),
    }));
    // A value saved with the last check stays choosable even if it was deactivated since.
    if (current && !active.some((option) => option.value === current))
      shown.push({ value: current, label: current });
    return [{ value: '', label: t('imports.options.none') }, ...shown];
  };

  return (
    <fieldset data-testid="import-options">
      <legend className="h6 fw-semibold">{t('imports.options.title')}</legend>
      <div className="row g-3">
        <SelectField
          className="col-12 col-md-4"
          label={t('imports.options.status')}
          value={options.status}
          onChange={(event) =>
            set('status', event.target.value === 'submitted' ? 'submitted' : 'draft')
          }
          options={CREATE_STATUSES.map((status) => ({
            value: status,
            label: config.statusLabel(status, language),
          }))}
          data-testid="import-option-status"
        />
        <SelectField
          className="col-12 col-md-4"
          label={t('imports.options.defaultType')}
          value={options.default_type}
          onChange={(event) => set('default_type', event.target.value)}
          options={choices(config.data.applicationTypes, options.default_type)}
          data-testid="import-option-type"
        />
        <SelectField
          className="col-12 col-md-4"
          label={t('imports.options.defaultPriority')}
          value={options.default_priority}
          onChange={(event) => set('default_priority', event.target.value)}
          options={choices(config.data.priorities, options.default_priority)}
          data-testid="import-option-priority"
        />
      </div>
      <div className="form-check mt-3">
        <input
          id={newDepartmentsId}
          type="checkbox"
          className="form-check-input"
          checked={options.new_departments}
          onChange={(event) => set('new_departments', event.target.checked)}
          aria-describedby={`${newDepartmentsId}-hint`}
          data-testid="import-option-departments"
        />
        <label htmlFor={newDepartmentsId} className="form-check-label">
          {t('imports.options.newDepartments')}
        </label>
        <div id={`${newDepartmentsId}-hint`} className="form-text">
          {t('imports.options.newDepartmentsHint')}
        </div>
      </div>
    </fieldset>
  );
}
