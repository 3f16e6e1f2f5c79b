import { useCallback, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, type TWorkload } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { Pager } from '../../../components/ui/pager';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { queueFromUrl, queueToUrl } from '../api/assignment-params';
import type { QueueSource } from '../api/assignment-params';
import { useQueue } from '../api/get-queue';
import { AssignDialog } from './assign-dialog';
import { assignedMessage } from '../utils/assigned-message';
import { EditorSelect } from './editor-select';
import { QueueTable } from './queue-table';
import { toggleOne, togglePage, type Selection } from '../../../lib/selection';

/**
 * The unassigned open applications (or one assignee's, to hand them over), chosen by checkbox
 * and moved together to an editor or back to the queue.
 */
export function QueueTab({ workload }: { workload: readonly TWorkload[] }) {
  const { t } = useTranslation();
  const [url, setUrl] = useSearchParams();
  const source = queueFromUrl(url);
  const show = useCallback(
    (next: QueueSource, replace = false) => setUrl(queueToUrl(next), { replace }),
    [setUrl],
  );
  const queue = useQueue(source);
  const [selection, setSelection] = useState<Selection>(new Set());
  const [dialog, setDialog] = useState(false);
  const feedback = useFeedback();
  const titleId = useId();
  const ofId = useId();
  const rows = queue.data?.results ?? [];
  const count = queue.data?.count ?? 0;
  const lastPage = Math.max(1, Math.ceil(count / DEFAULT_PAGE_SIZE));
  // Assigning the last rows of the last page leaves a page past the end: show the new last one.
  const pastTheEnd =
    queue.isSuccess && !queue.isPlaceholderData && rows.length === 0 && source.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) show({ page: lastPage, assignee: source.assignee }, true);
  }, [pastTheEnd, lastPage, source.assignee, show]);

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 id={titleId} className="h5 card-title">
          {t('assignments.queue.title')}
        </h2>
        <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
          <EditorSelect
            id={ofId}
            className="flex-grow-1"
            style={{ maxInlineSize: '24rem' }}
            label={t('assignments.queue.showOf')}
            workload={workload}
            leading={[{ value: '', label: t('assignments.queue.unassignedQueue') }]}
            value={source.assignee === undefined ? '' : String(source.assignee)}
            onChange={(event) => {
              const value = event.target.value;
              setSelection(new Set());
              feedback.clear();
              show({ page: 1, assignee: value ? Number(value) : undefined });
            }}
            data-testid="queue-of"
          />
          <div className="d-flex flex-wrap align-items-center gap-2 ms-auto">
            {selection.size > 0 && (
              <>
                <span
                  className="text-body-secondary"
                  aria-live="polite"
                  data-testid="queue-selected"
                >
                  {t('assignments.queue.selected', { count: selection.size })}
                </span>
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={() => setSelection(new Set())}
                >
                  {t('assignments.queue.clearSelection')}
                </button>
              </>
            )}
            <button
              type="button"
              className="btn btn-primary"
              disabled={selection.size === 0}
              onClick={() => {
                feedback.clear();
                setDialog(true);
              }}
              data-testid="queue-assign"
            >
              {t('assignments.queue.assign')}
            </button>
          </div>
        </div>
        <Feedback message={feedback.message} testId="queue-feedback" />
        {queue.isError && (
          <div className="alert alert-danger" role="alert">
            {errorText(t, queue.error, t('assignments.queue.loadFailed'))}
          </div>
        )}
        <QueueTable
          applications={rows}
          loading={queue.isFetching}
          emptyText={t(
            source.assignee === undefined
              ? 'assignments.queue.emptyQueue'
              : 'assignments.queue.emptyOf',
          )}
          selection={selection}
          onToggle={(id) => setSelection((current) => toggleOne(current, id))}
          onTogglePage={() =>
            setSelection((current) =>
              togglePage(
                current,
                rows.map((a) => a.id),
              ),
            )
          }
          labelledBy={titleId}
        />
        {queue.data && (
          <Pager
            page={source.page}
            pageSize={DEFAULT_PAGE_SIZE}
            count={queue.data.count}
            capped={queue.data.count_capped}
            shown={rows.length}
            onPage={(page) => show({ ...source, page })}
            testId="queue-showing"
          />
        )}
      </div>
      {dialog && (
        <AssignDialog
          ids={[...selection]}
          workload={workload}
          onClose={() => setDialog(false)}
          onAssigned={(result, assignee) => {
            setDialog(false);
            setSelection(new Set());
            feedback.success(assignedMessage(t, result, assignee));
          }}
        />
      )}
    </section>
  );
}
