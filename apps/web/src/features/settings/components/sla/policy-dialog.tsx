import { useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { TSlaPolicy, TSlaPolicyCreate } from '@mutabaa/shared';
import { Field, SelectField } from '../../../../components/ui/field';
import { errorText, validationText } from '../../../../lib/errors';
import { applyServerErrors } from '../../../../lib/form';
import { optionLabel } from '../../../../lib/form-config';
import { isolate } from '../../../../lib/isolate';
import { useFormConfig } from '../../../../lib/use-form-config';
import { useLanguage } from '../../../../lib/use-language';
import { useTranslation } from '../../../../lib/use-translation';
import { zodResolver } from '../../../../lib/zod-resolver';
import { useTransitions } from '../../api/get-transitions';
import { useSaveSlaPolicy } from '../../api/save-sla-policy';
import { nameFor } from './name-for';
import { NameFields, SlaDialog } from './sla-dialog';
import {
  offeredOptions,
  policyFormValues,
  ZPolicyForm,
  type PolicyFormValues,
} from './policy-form';
import { unpausableStatuses } from './policy-labels';

const FIELDS = [
  'name_ar',
  'name_en',
  'transaction_type',
  'priority',
  'resolution_hours',
  'pause_statuses',
  'warn_percent',
  'active',
] as const;

// The schema reads the typed numbers and "Any" into the request's values.
const resolver = zodResolver(ZPolicyForm) as unknown as Resolver<
  PolicyFormValues,
  unknown,
  TSlaPolicyCreate
>;

type PolicyDialogProps = {
  /** The policy being edited; undefined to add one. */
  policy: TSlaPolicy | undefined;
  onClose: () => void;
  onSaved: (text: string) => void;
};

/** Adds or edits a policy: names, type and priority (or any), hours, pauses, warning, active. */
export function PolicyDialog({ policy, onClose, onSaved }: PolicyDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const config = useFormConfig();
  const transitions = useTransitions();
  const [failure, setFailure] = useState<string | null>(null);
  const saver = useSaveSlaPolicy();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PolicyFormValues, unknown, TSlaPolicyCreate>({
    resolver,
    defaultValues: policyFormValues(policy),
  });
  const fieldError = (name: (typeof FIELDS)[number]) =>
    errors[name] ? validationText(t, errors[name]?.message) : undefined;
  const { applicationTypes, priorities, statuses } = config.data;
  const excluded = unpausableStatuses(statuses, transitions.data ?? []);
  const choices = (list: typeof applicationTypes, current: string | null | undefined) => [
    { value: '', label: t('sla.policies.any') },
    ...offeredOptions(list, current ? [current] : []).map((option) => ({
      value: option.value,
      label: optionLabel(option, language),
    })),
  ];

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await saver.mutateAsync({ id: policy?.id, policy: values });
      const name = isolate(nameFor(saved, language));
      onSaved(t(policy ? 'sla.policies.updated' : 'sla.policies.created', { name }));
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      setFailure(errorText(t, error, t('sla.saveFailed')));
    }
  });

  const titleId = `${id}-title`;
  const pausesError = fieldError('pause_statuses');
  return (
    <SlaDialog
      kind="policy"
      titleId={titleId}
      title={policy ? t('sla.policies.edit') : t('sla.policies.add')}
      size="lg"
      onClose={onClose}
      onSubmit={onSubmit}
      failure={failure}
      busy={isSubmitting}
    >
      <div className="row g-3 mb-3">
        <NameFields
          className="col-sm-6"
          inputs={{ ar: register('name_ar'), en: register('name_en') }}
          errors={{ ar: fieldError('name_ar'), en: fieldError('name_en') }}
        />
        <SelectField
          className="col-sm-6"
          label={t('sla.policies.type')}
          error={fieldError('transaction_type')}
          options={choices(applicationTypes, policy?.transaction_type)}
          data-testid="sla-policy-type-select"
          {...register('transaction_type')}
        />
        <SelectField
          className="col-sm-6"
          label={t('sla.policies.priority')}
          error={fieldError('priority')}
          options={choices(priorities, policy?.priority)}
          data-testid="sla-policy-priority-select"
          {...register('priority')}
        />
        <Field
          className="col-sm-6"
          label={t('sla.policies.hours')}
          hint={t('sla.policies.hoursHint')}
          dir="ltr"
          inputMode="decimal"
          autoComplete="off"
          error={fieldError('resolution_hours')}
          data-testid="sla-policy-hours-input"
          {...register('resolution_hours')}
        />
        <Field
          className="col-sm-6"
          label={t('sla.policies.warn')}
          hint={t('sla.policies.warnHint')}
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          error={fieldError('warn_percent')}
          data-testid="sla-policy-warn-input"
          {...register('warn_percent')}
        />
      </div>
      <Controller
        name="pause_statuses"
        control={control}
        render={({ field }) => (
          <fieldset
            className="mb-3"
            aria-describedby={`${id}-pauses-hint${pausesError ? ` ${id}-pauses-error` : ''}`}
            data-testid="sla-policy-pauses-field"
          >
            <legend className="form-label fs-6 mb-1">{t('sla.policies.pauses')}</legend>
            <div id={`${id}-pauses-hint`} className="form-text mt-0 mb-2">
              {t('sla.policies.pausesHint')}
            </div>
            <div className="d-flex flex-wrap column-gap-4 row-gap-1">
              {offeredOptions(statuses, field.value, excluded).map((option) => {
                const boxId = `${id}-pause-${option.value}`;
                const checked = field.value.includes(option.value);
                return (
                  <div className="form-check mb-0" key={option.value}>
                    <input
                      id={boxId}
                      className="form-check-input"
                      type="checkbox"
                      checked={checked}
                      onChange={(event) =>
                        field.onChange(
                          event.currentTarget.checked
                            ? [...field.value, option.value]
                            : field.value.filter((value) => value !== option.value),
                        )
                      }
                      onBlur={field.onBlur}
                      data-testid={`sla-policy-pause-${option.value}`}
                    />
                    <label className="form-check-label" htmlFor={boxId}>
                      <bdi>{optionLabel(option, language)}</bdi>
                    </label>
                  </div>
                );
              })}
            </div>
            {pausesError && (
              <div id={`${id}-pauses-error`} className="invalid-feedback d-block">
                {pausesError}
              </div>
            )}
          </fieldset>
        )}
      />
      <div className="form-check form-switch mb-0">
        <input
          id={`${id}-active`}
          className="form-check-input"
          type="checkbox"
          role="switch"
          data-testid="sla-policy-active-input"
          {...register('active')}
        />
        <label className="form-check-label" htmlFor={`${id}-active`}>
          {t('sla.policies.activeLabel')}
        </label>
      </div>
    </SlaDialog>
  );
}
