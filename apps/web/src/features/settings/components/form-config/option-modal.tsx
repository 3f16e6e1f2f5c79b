import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Modal from 'react-bootstrap/Modal';
import type { z } from 'zod';
import { ZOptionCreate, type OptionList, type TOption } from '@mutabaa/shared';
import { Field } from '../../../../components/ui/field';
import { errorText, validationText } from '../../../../lib/errors';
import { applyServerErrors } from '../../../../lib/form';
import { useTranslation } from '../../../../lib/use-translation';
import { zodResolver } from '../../../../lib/zod-resolver';
import { useCreateOption } from '../../api/create-option';
import { useUpdateOption } from '../../api/update-option';
import { ColourField } from '../branding/colour-field';
import { DialogFooter } from '../../../../components/ui/dialog-footer';

const ZOptionForm = ZOptionCreate.pick({
  value: true,
  label_en: true,
  label_ar: true,
  badge_color: true,
});
type Values = z.input<typeof ZOptionForm>;
const FIELDS = ['value', 'label_en', 'label_ar', 'badge_color'] as const;

type OptionModalProps = {
  list: OptionList;
  /** The option being edited; undefined to add one. */
  option: TOption | undefined;
  nextOrder: number;
  onClose: () => void;
  onSaved: (text: string) => void;
};

/** Adds or edits an option: value (fixed once created), labels in both languages, colour. */
export function OptionModal({ list, option, nextOrder, onClose, onSaved }: OptionModalProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateOption(list);
  const update = useUpdateOption(list);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof ZOptionForm>>({
    resolver: zodResolver(ZOptionForm),
    defaultValues: {
      value: option?.value ?? '',
      label_en: option?.label_en ?? '',
      label_ar: option?.label_ar ?? '',
      badge_color: option?.badge_color ?? '#6c757d',
    },
  });
  const badgeColor = useWatch({ control, name: 'badge_color' });
  const fieldError = (name: (typeof FIELDS)[number]) =>
    errors[name] ? validationText(t, errors[name]?.message) : undefined;

  const onSubmit = handleSubmit(async ({ value, ...rest }) => {
    setFailure(null);
    try {
      if (option) await update.mutateAsync({ id: option.id, patch: rest });
      else await create.mutateAsync({ value, ...rest, order: nextOrder, is_active: true });
      onSaved(option ? t('formSettings.optionUpdated') : t('formSettings.optionCreated'));
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      setFailure(errorText(t, error, t('formSettings.saveFailed')));
    }
  });

  const titleId = `option-modal-title-${list}`;
  return (
    <Modal show onHide={onClose} centered aria-labelledby={titleId} data-testid="option-modal">
      <form onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {option ? t('formSettings.editOption') : t('formSettings.addOption')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <div className="alert alert-danger" role="alert" data-testid="option-error">
              {failure}
            </div>
          )}
          <Field
            label={t('formSettings.value')}
            dir="ltr"
            autoComplete="off"
            readOnly={Boolean(option)}
            hint={option ? t('formSettings.valueFixed') : t('formSettings.valueHint')}
            error={fieldError('value')}
            {...register('value')}
          />
          <Field
            label={t('formSettings.labelEn')}
            lang="en"
            dir="ltr"
            error={fieldError('label_en')}
            {...register('label_en')}
          />
          <Field
            label={t('formSettings.labelAr')}
            lang="ar"
            dir="rtl"
            error={fieldError('label_ar')}
            {...register('label_ar')}
          />
          <ColourField
            label={t('formSettings.badgeColor')}
            value={badgeColor}
            onPick={(value) =>
              setValue('badge_color', value, { shouldDirty: true, shouldValidate: true })
            }
            error={fieldError('badge_color')}
            input={register('badge_color')}
          />
        </Modal.Body>
        <DialogFooter
          onCancel={onClose}
          label={t('formSettings.saveOption')}
          busy={isSubmitting}
          busyLabel={t('settings.saving')}
          testId="option-save"
        />
      </form>
    </Modal>
  );
}
