import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TAttachment } from '@mutabaa/shared';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Feedback, useFeedback } from '../../../../components/ui/feedback';
import { errorText } from '../../../../lib/errors';
import { isolate } from '../../../../lib/isolate';
import { useTranslation } from '../../../../lib/use-translation';
import { deleteAttachment } from '../../api/delete-attachment';
import { applicationKeys } from '../../api/query-keys';
import { AttachmentList } from './attachment-list';
import { AttachmentUpload } from './attachment-upload';

type Props = {
  applicationId: number;
  /** The files as the detail answer carries them; reloaded with it after a change. */
  attachments: TAttachment[];
  /** Whether the caller may delete a given file (staff any, others their own). */
  canDelete: (attachment: TAttachment) => boolean;
};

/** The application's files: list with download, upload with progress, delete with confirmation. */
export function AttachmentsSection({ applicationId, attachments, canDelete }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const [toDelete, setToDelete] = useState<TAttachment | null>(null);
  const [deleting, setDeleting] = useState(false);

  // The files, the history (which records them) and the last update all change.
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: applicationKeys.detail(applicationId) });

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteAttachment(toDelete.id);
      feedback.success(t('detail.attachments.deleted', { name: isolate(toDelete.file_name) }));
      await refresh();
    } catch (error) {
      feedback.failure(errorText(t, error));
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <section className="card mb-4" aria-labelledby="attachments-title">
      <div className="card-body">
        <h2 id="attachments-title" className="h5 card-title mb-3">
          {t('detail.attachments.title')}
        </h2>
        <Feedback message={feedback.message} testId="attachments" />
        <AttachmentList
          attachments={attachments}
          canDelete={canDelete}
          onDelete={setToDelete}
          onError={feedback.failure}
        />
        <AttachmentUpload
          applicationId={applicationId}
          onUploaded={async (file) => {
            feedback.success(t('detail.attachments.uploaded', { name: isolate(file.file_name) }));
            await refresh();
          }}
        />
      </div>
      <ConfirmDialog
        show={toDelete !== null}
        title={t('detail.attachments.deleteTitle')}
        body={t('detail.attachments.deleteConfirm', { name: isolate(toDelete?.file_name ?? '') })}
        confirmLabel={t('detail.attachments.delete')}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
        testId="attachment-delete-dialog"
      />
    </section>
  );
}
