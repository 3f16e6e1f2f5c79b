import { useId, useState, type FormEvent } from 'react';
import { COMMENT_TEXT_MAX_LENGTH } from '@mutabaa/shared';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { errorText } from '../../../../lib/errors';
import { useTranslation } from '../../../../lib/use-translation';
import { useAddComment } from '../../api/add-comment';

/** Adds a comment; staff get an "internal" checkbox. */
export function CommentForm({ applicationId, staff }: { applicationId: number; staff: boolean }) {
  const { t } = useTranslation();
  const mutation = useAddComment(applicationId);
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const internalId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('detail.comments.required'));
      return;
    }
    setError(null);
    try {
      await mutation.mutateAsync({ text: text.trim(), is_internal: staff ? internal : undefined });
      setText('');
      setInternal(false);
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="comment-form">
      <label htmlFor={textId} className="form-label">
        {t('detail.comments.add')}
      </label>
      <textarea
        id={textId}
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={3}
        maxLength={COMMENT_TEXT_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${textId}-error` : undefined}
        data-testid="comment-text"
      />
      {error && (
        <div id={`${textId}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2">
        {staff ? (
          <div className="form-check mb-0">
            <input
              id={internalId}
              type="checkbox"
              className="form-check-input"
              checked={internal}
              onChange={(event) => setInternal(event.target.checked)}
              data-testid="comment-internal"
            />
            <label htmlFor={internalId} className="form-check-label">
              {t('detail.comments.internalLabel')}
            </label>
          </div>
        ) : (
          <span />
        )}
        <SubmitButton
          busy={mutation.isPending}
          busyLabel={t('detail.comments.sending')}
          className="btn btn-primary"
          testId="comment-submit"
        >
          {t('detail.comments.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
