import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TApplication } from '@mutabaa/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CopyIcon, EyeIcon, PencilIcon, TrashIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/errors';
import { isolate } from '../../../lib/isolate';
import { useTranslation } from '../../../lib/use-translation';
import { useDeleteApplication } from '../api/delete-application';
import { useDuplicateApplication } from '../api/duplicate-application';

export type RowAction = 'view' | 'edit' | 'duplicate' | 'delete';

/** The buttons' names, the same on every row: read once per list (see `useActionLabels`). */
export type ActionLabels = Record<RowAction, string>;

/** The row buttons' names in the current language, for every row of a list. */
export function useActionLabels(): ActionLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      view: t('list.actions.view'),
      edit: t('list.actions.edit'),
      duplicate: t('list.actions.duplicate'),
      delete: t('list.actions.delete'),
    }),
    [t],
  );
}

type ApplicationActionsProps = {
  application: TApplication;
  labels: ActionLabels;
  actions: readonly RowAction[];
  /** Where the outcome of a duplicate or delete is reported. */
  feedback: { success: (text: string) => void; failure: (text: string) => void };
  /** After a delete, so the list can take the focus its removed button held. */
  onDeleted?: () => void;
};

/**
 * The buttons of one row. A duplicate opens the new draft's edit page; a delete asks first.
 * Callers pass only the actions the user's role may take (the API checks again).
 */
export function ApplicationActions({
  application,
  labels,
  actions,
  feedback,
  onDeleted,
}: ApplicationActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteApplication();
  const duplicate = useDuplicateApplication();
  const reference = application.reference_number;
  const has = (action: RowAction) => actions.includes(action);

  const onDuplicate = () =>
    duplicate.mutate(application.id, {
      onSuccess: (copy) => navigate(paths.transactionEdit.getHref(copy.id)),
      onError: (error) => feedback.failure(errorText(t, error)),
    });

  // Awaited rather than passed as callbacks: the row (and this component) is gone once the
  // list has reloaded, and the outcome must still be reported.
  const onDelete = async () => {
    try {
      await remove.mutateAsync(application.id);
      feedback.success(t('list.deleted', { reference: isolate(reference) }));
      onDeleted?.();
    } catch (error) {
      feedback.failure(errorText(t, error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div
      className="app-list-actions d-flex gap-1"
      role="group"
      aria-label={t('list.actionsFor', { reference })}
    >
      {has('view') && (
        <Link
          className="btn btn-sm btn-outline-primary"
          to={paths.transactionDetail.getHref(application.id)}
          aria-label={labels.view}
          title={labels.view}
          data-testid="action-view"
        >
          <EyeIcon />
        </Link>
      )}
      {has('edit') && (
        <Link
          className="btn btn-sm btn-outline-secondary"
          to={paths.transactionEdit.getHref(application.id)}
          aria-label={labels.edit}
          title={labels.edit}
          data-testid="action-edit"
        >
          <PencilIcon />
        </Link>
      )}
      {has('duplicate') && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={onDuplicate}
          disabled={duplicate.isPending}
          aria-label={labels.duplicate}
          title={labels.duplicate}
          data-testid="action-duplicate"
        >
          <CopyIcon />
        </button>
      )}
      {has('delete') && (
        <>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => setConfirming(true)}
            aria-label={labels.delete}
            title={labels.delete}
            data-testid="action-delete"
          >
            <TrashIcon />
          </button>
          <ConfirmDialog
            show={confirming}
            title={t('list.deleteTitle')}
            body={t('list.deleteBody', { reference: isolate(reference) })}
            confirmLabel={labels.delete}
            busy={remove.isPending}
            onConfirm={() => void onDelete()}
            onCancel={() => setConfirming(false)}
            testId="delete-dialog"
          />
        </>
      )}
    </div>
  );
}
