import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { APPLICATION_TAGS_MAX, type TUserOption } from '@mutabaa/shared';
import { validationText } from '../../../../lib/errors';
import { useTranslation } from '../../../../lib/use-translation';
import { DateInput } from '../../../../components/ui/date-field';
import { PersonPicker } from './person-picker';
import { FormRow, type ControlProps } from './form-row';
import {
  parseTags,
  type FormField,
  type FormValues,
  type PickedUser,
} from '../../utils/form-values';
import type { FormOptions } from '../../hooks/use-form-options';

type ApplicationFieldsProps = {
  form: UseFormReturn<FormValues>;
  shown: readonly FormField[];
  isRequired: (field: FormField) => boolean;
  options: FormOptions;
  pickedClient: PickedUser | null;
  onPickClient: (client: TUserOption | null) => void;
};

// Long texts take the whole row; the rest share it two by two from the md breakpoint.
const WIDE: readonly FormField[] = ['title', 'description', 'client', 'tags'];

/** The enabled fields of the application form, in the configured order. */
export function ApplicationFields({
  form,
  shown,
  isRequired,
  options,
  pickedClient,
  onPickClient,
}: ApplicationFieldsProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    watch,
    formState: { errors, dirtyFields },
  } = form;

  const errorOf = (field: FormField) => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    if (message === 'too_many_tags') return t('form.tooManyTags', { count: APPLICATION_TAGS_MAX });
    return validationText(t, message);
  };
  const inputClass = (field: FormField) => `form-control${errors[field] ? ' is-invalid' : ''}`;
  const selectClass = (field: FormField) => `form-select${errors[field] ? ' is-invalid' : ''}`;
  const tags = parseTags(watch('tags'));

  const controls: Record<FormField, (props: ControlProps) => ReactNode> = {
    title: (props) => (
      <input {...props} type="text" className={inputClass('title')} {...register('title')} />
    ),
    description: (props) => (
      <textarea
        {...props}
        rows={4}
        className={inputClass('description')}
        {...register('description')}
      />
    ),
    transaction_type: (props) => (
      <select
        {...props}
        className={selectClass('transaction_type')}
        {...register('transaction_type')}
      >
        <option value="">{t('form.select')}</option>
        {options.types.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ),
    priority: (props) => (
      <select {...props} className={selectClass('priority')} {...register('priority')}>
        {options.priorities.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ),
    client: (props) => (
      <Controller
        name="client"
        control={control}
        render={({ field }) => (
          <PersonPicker
            kind="clients"
            control={props}
            selected={pickedClient}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onSelect={(client) => {
              field.onChange(client ? String(client.id) : '');
              onPickClient(client);
            }}
          />
        )}
      />
    ),
    client_email: (props) => (
      <input
        {...props}
        type="email"
        dir="ltr"
        autoComplete="off"
        className={inputClass('client_email')}
        {...register('client_email')}
      />
    ),
    client_phone: (props) => (
      <input
        {...props}
        type="tel"
        dir="ltr"
        autoComplete="off"
        className={inputClass('client_phone')}
        {...register('client_phone')}
      />
    ),
    assigned_to: (props) => (
      <select {...props} className={selectClass('assigned_to')} {...register('assigned_to')}>
        <option value="">{t('form.unassigned')}</option>
        {options.assignees.map((user) => (
          <option key={user.id} value={String(user.id)}>
            {options.assigneeChoice(user)}
          </option>
        ))}
      </select>
    ),
    department: (props) => (
      <input
        {...props}
        type="text"
        className={inputClass('department')}
        {...register('department')}
      />
    ),
    due_date: ({ 'aria-invalid': invalid, ...props }) => (
      <Controller
        name="due_date"
        control={control}
        render={({ field }) => (
          <DateInput
            {...props}
            aria-invalid={invalid}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            data-testid="due-date"
          />
        )}
      />
    ),
    tags: (props) => (
      <input {...props} type="text" className={inputClass('tags')} {...register('tags')} />
    ),
    external_reference_id: (props) => (
      <input
        {...props}
        type="text"
        dir="ltr"
        placeholder={t('form.referencePlaceholder')}
        className={inputClass('external_reference_id')}
        {...register('external_reference_id')}
      />
    ),
    project_id: (props) => (
      <input
        {...props}
        type="text"
        dir="ltr"
        className={inputClass('project_id')}
        {...register('project_id')}
      />
    ),
  };

  const hints: Partial<Record<FormField, ReactNode>> = {
    tags: (
      <>
        {t('form.tagsHint')}
        {tags.length > 0 && (
          <span className="d-flex flex-wrap gap-1 mt-1" data-testid="tag-chips">
            {tags.map((tag) => (
              <span key={tag} className="badge text-bg-secondary">
                {tag}
              </span>
            ))}
          </span>
        )}
      </>
    ),
    // Only once a client was picked here: then the e-mail came from them.
    client_email: pickedClient && dirtyFields.client ? t('form.autofilled') : undefined,
  };

  return (
    <div className="row g-3">
      {shown.map((field) => (
        <FormRow
          key={field}
          className={WIDE.includes(field) ? 'col-12' : 'col-12 col-md-6'}
          label={t(`form.fields.${field}`)}
          required={isRequired(field)}
          error={errorOf(field)}
          hint={hints[field]}
        >
          {controls[field]}
        </FormRow>
      ))}
    </div>
  );
}
