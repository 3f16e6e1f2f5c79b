import '../../../../styles/timeline.css';
import type { TComment } from '@mutabaa/shared';
import { QueryState } from '../../../../components/ui/query-state';
import { formatDateTime } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/use-translation';
import { useComments } from '../../api/get-comments';
import { CommentForm } from './comment-form';
import { useDateStyle } from '../../../../lib/date-style';

/** The conversation on an application; staff may add internal notes clients never see. */
export function CommentsSection({
  applicationId,
  staff,
}: {
  applicationId: number;
  staff: boolean;
}) {
  const { t } = useTranslation();
  const comments = useComments(applicationId);
  return (
    <section className="card mb-4" aria-labelledby="comments-title">
      <div className="card-body">
        <h2 id="comments-title" className="h5 card-title mb-3">
          {t('detail.comments.title')}
        </h2>
        <QueryState
          query={comments}
          empty={
            <p className="text-body-secondary" data-testid="comments-empty">
              {t('detail.comments.empty')}
            </p>
          }
        >
          {(list) => (
            <ul className="list-unstyled mb-3" data-testid="comments-list">
              {list.map((comment) => (
                <CommentItem key={comment.id} comment={comment} />
              ))}
            </ul>
          )}
        </QueryState>
        <CommentForm applicationId={applicationId} staff={staff} />
      </div>
    </section>
  );
}

/** One comment: author, time, the internal badge (staff only ever receive those) and the text. */
export function CommentItem({ comment }: { comment: TComment }) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const author = comment.author?.full_name || comment.author?.email || t('detail.someone');
  return (
    <li
      className={`comment border rounded p-2 mb-2${comment.is_internal ? ' comment-internal' : ''}`}
      data-testid="comment"
      data-internal={comment.is_internal || undefined}
    >
      <div className="d-flex flex-wrap gap-2 align-items-baseline small text-body-secondary mb-1">
        <bdi className="fw-semibold text-body">{author}</bdi>
        <bdi>
          <time dateTime={comment.created_at}>{formatDateTime(comment.created_at, dateStyle)}</time>
        </bdi>
        {comment.is_internal && (
          <span className="badge text-bg-warning" data-testid="comment-internal-badge">
            {t('detail.comments.internal')}
          </span>
        )}
      </div>
      <p className="mb-0 text-break" dir="auto" style={{ whiteSpace: 'pre-line' }}>
        {comment.text}
      </p>
    </li>
  );
}
