import { useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import Modal from 'react-bootstrap/Modal';
import type { z } from 'zod';
import { ZUserCreate, type TUserCreate } from '@mutabaa/shared';
import { Field } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-client';
import { errorText, validationText } from '../../../lib/errors';
import { isolate } from '../../../lib/isolate';
import { applyServerErrors } from '../../../lib/form';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { zodResolver } from '../../../lib/zod-resolver';
import { useCreateUser } from '../api/create-user';
import { DETAIL_FIELDS, UserDetailsFields, type DetailName } from './user-details-fields';
import { DialogFooter } from '../../../components/ui/dialog-footer';

type Values = z.input<typeof ZUserCreate>;
const FIELDS = ['email', 'password', ...DETAIL_FIELDS] as const;

const checkCreate = zodResolver(ZUserCreate);
/** An empty password is no password: the API then mails an invitation instead. */
const resolver: Resolver<Values, unknown, TUserCreate> = (values, context, options) =>
  checkCreate(values.password ? values : { ...values, password: undefined }, context, options);

type Props = {
  onClose: () => void;
  /** After the user was created or invited, with the text that says which. */
  onSaved: (text: string) => void;
};

/** Invites a user (they choose their password from the mail) or creates one with a password. */
export function CreateUserModal({ onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateUser();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, TUserCreate>({
    resolver,
    defaultValues: {
      email: '',
      first_name: '',
      last_name: '',
      role: 'client',
      phone_number: '',
      company_name: '',
      language_preference: language,
      password: '',
    },
  });
  const inviting = !useWatch({ control, name: 'password' });
  const fieldError = (name: (typeof FIELDS)[number]) =>
    errors[name] ? validationText(t, errors[name]?.message) : undefined;
  const field = (name: DetailName) => ({ ...register(name), error: fieldError(name) });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const user = await create.mutateAsync(values);
      onSaved(
        values.password
          ? t('users.create.created', { name: isolate(user.full_name || user.email) })
          : t('users.create.invited', { email: isolate(user.email) }),
      );
    } catch (error) {
      // An address in use belongs beside the address; other refusals above the form.
      if (error instanceof ApiError && error.code === 'email_in_use' && error.detail) {
        setError('email', { type: 'server', message: error.detail }, { shouldFocus: true });
        return;
      }
      applyServerErrors(error, setError, FIELDS);
      setFailure(errorText(t, error));
    }
  });

  return (
    <Modal
      show
      onHide={onClose}
      centered
      size="lg"
      aria-labelledby={`${id}-title`}
      // The dialog opens to be filled in: the keyboard starts in its first field.
      onShow={() => setFocus('email')}
      data-testid="user-create"
    >
      <form onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {t('users.create.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <div className="alert alert-danger" role="alert" data-testid="user-create-error">
              {failure}
            </div>
          )}
          <Field
            label={t('users.form.email')}
            type="email"
            dir="ltr"
            autoComplete="off"
            required
            error={fieldError('email')}
            data-testid="user-email"
            {...register('email')}
          />
          <UserDetailsFields field={field} />
          <PasswordField
            label={t('users.form.password')}
            autoComplete="new-password"
            hint={t('users.create.passwordHint')}
            error={fieldError('password')}
            data-testid="user-password"
            {...register('password')}
          />
        </Modal.Body>
        <DialogFooter
          onCancel={onClose}
          label={inviting ? t('users.create.sendInvitation') : t('users.create.submit')}
          busy={isSubmitting}
          busyLabel={t('users.saving')}
          testId="user-create-submit"
        />
      </form>
    </Modal>
  );
}
