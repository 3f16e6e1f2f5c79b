import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import Modal from 'react-bootstrap/Modal';
import { ZUserPatch, type TManagedUser, type TUserPatch } from '@mutabaa/shared';
import { errorText, validationText } from '../../../lib/errors';
import { applyServerErrors } from '../../../lib/form';
import { useTranslation } from '../../../lib/use-translation';
import { zodResolver } from '../../../lib/zod-resolver';
import { useUpdateUser } from '../api/update-user';
import { withReassign } from '../utils/handover';
import type { ActiveChange, ActiveChangeOutcome } from '../hooks/use-active-change';
import { DETAIL_FIELDS, UserDetailsFields, type DetailName } from './user-details-fields';
import { changedFields, deactivates, editableOf, type EditableUser } from '../utils/user-patch';
import { DialogFooter } from '../../../components/ui/dialog-footer';

const ZEditForm = ZUserPatch.pick({
  first_name: true,
  last_name: true,
  phone_number: true,
  company_name: true,
  language_preference: true,
  role: true,
  is_active: true,
}).required();

type Props = {
  user: TManagedUser;
  name: string;
  /** Runs a deactivation: confirmed, and handed over when the API asks for it. */
  runDeactivation: (change: ActiveChange) => Promise<ActiveChangeOutcome>;
  onClose: () => void;
  onSaved: (text: string) => void;
};

/** Edits a user's details, role and active state; sends only what changed. */
export function EditUserModal({ user, name, runDeactivation, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  // While a deactivation is confirmed and handed over, its own dialogs take the screen.
  const [away, setAway] = useState(false);
  const update = useUpdateUser();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditableUser>({ resolver: zodResolver(ZEditForm), defaultValues: editableOf(user) });
  const fieldError = (name: keyof EditableUser) =>
    errors[name] ? validationText(t, errors[name]?.message) : undefined;
  const field = (name: DetailName) => ({ ...register(name), error: fieldError(name) });

  const send = async (patch: TUserPatch) => {
    await update.mutateAsync({ id: user.id, body: patch });
    return t('users.edit.saved', { name });
  };
  const showFailure = (error: unknown) => {
    applyServerErrors(error, setError, [...DETAIL_FIELDS, 'is_active']);
    setFailure(errorText(t, error));
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const patch = changedFields(user, values);
    if (Object.keys(patch).length === 0) return onClose();
    if (!deactivates(patch)) {
      try {
        return onSaved(await send(patch));
      } catch (error) {
        return showFailure(error);
      }
    }
    setAway(true);
    const outcome = await runDeactivation({
      userIds: [user.id],
      confirm: {
        title: t('users.deactivate.title', { name }),
        body: t('users.deactivate.body'),
        label: t('users.deactivate.confirm'),
      },
      send: (reassign) => send(withReassign(patch, reassign)),
    });
    if (outcome.status === 'done') return onSaved(outcome.text);
    setAway(false);
    if (outcome.status === 'failed') showFailure(outcome.error);
  });

  return (
    <Modal
      show={!away}
      onHide={onClose}
      centered
      size="lg"
      aria-labelledby={`${id}-title`}
      data-testid="user-edit"
    >
      <form onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {t('users.edit.title', { name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <div className="alert alert-danger" role="alert" data-testid="user-edit-error">
              {failure}
            </div>
          )}
          <p className="text-body-secondary">
            <span dir="ltr">{user.email}</span>
          </p>
          <UserDetailsFields field={field} />
          <div className="form-check form-switch">
            <input
              className="form-check-input"
              type="checkbox"
              role="switch"
              id={`${id}-active`}
              data-testid="user-active"
              {...register('is_active')}
            />
            <label className="form-check-label" htmlFor={`${id}-active`}>
              {t('users.form.is_active')}
            </label>
          </div>
        </Modal.Body>
        <DialogFooter
          onCancel={onClose}
          label={t('users.edit.submit')}
          busy={isSubmitting}
          busyLabel={t('users.saving')}
          testId="user-edit-submit"
        />
      </form>
    </Modal>
  );
}
