import { useState } from 'react';
import type { TManagedUser } from '@mutabaa/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { useDeleteUser } from '../api/delete-user';
import { useResendInvitation } from '../api/resend-invitation';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useUpdateUser } from '../api/update-user';
import { EditUserModal } from '../components/edit-user-modal';
import { withReassign } from '../utils/handover';
import type { ActiveChange, ActiveChangeOutcome } from './use-active-change';
import { isolate } from '../../../lib/isolate';
import { userName, type UserAction } from '../utils/user-actions';

type Options = {
  runActiveChange: (change: ActiveChange) => Promise<ActiveChangeOutcome>;
  feedback: { success: (text: string) => void; failure: (text: string) => void };
};

/** What a row's menu does, and the edit and delete dialogs it opens. */
export function useUserActions({ runActiveChange, feedback }: Options) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TManagedUser | null>(null);
  const [deleting, setDeleting] = useState<TManagedUser | null>(null);
  const [resettingTwoFactor, setResettingTwoFactor] = useState<TManagedUser | null>(null);
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const resend = useResendInvitation();
  const reset = useSendPasswordReset();
  const resetTwoFactor = useResetTwoFactor();

  /** Reports the outcome of a request that answers {detail}. */
  const report = (request: Promise<{ detail: string }>) =>
    request.then(
      (answer) => feedback.success(answer.detail),
      (error: unknown) => feedback.failure(errorText(t, error)),
    );

  const setActive = async (user: TManagedUser, isActive: boolean) => {
    const name = isolate(userName(user));
    const outcome = await runActiveChange({
      userIds: [user.id],
      confirm: isActive
        ? null
        : {
            title: t('users.deactivate.title', { name }),
            body: t('users.deactivate.body'),
            label: t('users.deactivate.confirm'),
          },
      send: async (reassign) => {
        await update.mutateAsync({
          id: user.id,
          body: withReassign({ is_active: isActive }, reassign),
        });
        return t(isActive ? 'users.activate.done' : 'users.deactivate.done', { name });
      },
    });
    if (outcome.status === 'done') feedback.success(outcome.text);
    if (outcome.status === 'failed') feedback.failure(errorText(t, outcome.error));
  };

  const onAction = (action: UserAction, user: TManagedUser) => {
    if (action === 'edit') setEditing(user);
    else if (action === 'delete') setDeleting(user);
    else if (action === 'resend') void report(resend.mutateAsync(user.id));
    else if (action === 'reset') void report(reset.mutateAsync(user.id));
    else if (action === 'resetTwoFactor') setResettingTwoFactor(user);
    else void setActive(user, action === 'activate');
  };

  const onDelete = async (user: TManagedUser) => {
    await report(remove.mutateAsync(user.id));
    setDeleting(null);
  };

  const onResetTwoFactor = async (user: TManagedUser) => {
    await report(resetTwoFactor.mutateAsync(user.id));
    setResettingTwoFactor(null);
  };

  const dialogs = (
    <>
      {editing && (
        <EditUserModal
          user={editing}
          name={isolate(userName(editing))}
          runDeactivation={runActiveChange}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            feedback.success(text);
          }}
        />
      )}
      <ConfirmDialog
        show={deleting !== null}
        title={t('users.delete.title', { name: deleting ? isolate(userName(deleting)) : '' })}
        body={t('users.delete.body')}
        confirmLabel={t('users.delete.confirm')}
        busy={remove.isPending}
        onConfirm={() => deleting && void onDelete(deleting)}
        onCancel={() => setDeleting(null)}
        testId="user-delete"
      />
      <ConfirmDialog
        show={resettingTwoFactor !== null}
        title={t('users.resetTwoFactor.title', {
          name: resettingTwoFactor ? isolate(userName(resettingTwoFactor)) : '',
        })}
        body={t('users.resetTwoFactor.body')}
        confirmLabel={t('users.resetTwoFactor.confirm')}
        busy={resetTwoFactor.isPending}
        onConfirm={() => resettingTwoFactor && void onResetTwoFactor(resettingTwoFactor)}
        onCancel={() => setResettingTwoFactor(null)}
        testId="user-reset-two-factor"
      />
    </>
  );
  return { onAction, dialogs };
}
