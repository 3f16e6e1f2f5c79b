import { useEffect, useRef, type ReactNode } from 'react';
import { formatDate } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/use-translation';
import {
  parseTags,
  type FormField,
  type FormValues,
  type PickedUser,
} from '../../utils/form-values';
import type { FormOptions } from '../../hooks/use-form-options';
import { useDateStyle } from '../../../../lib/date-style';

type ReviewStepProps = {
  values: FormValues;
  shown: readonly FormField[];
  options: FormOptions;
  pickedClient: PickedUser | null;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
};

/** "Review Transaction Details": every filled field as it will be sent, then Back or Submit. */
export function ReviewStep({
  values,
  shown,
  options,
  pickedClient,
  busy,
  onBack,
  onConfirm,
}: ReviewStepProps) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const shownValue = (field: FormField): ReactNode => {
    const value = values[field].trim();
    if (!value) return null;
    switch (field) {
      case 'transaction_type':
        return options.typeLabel(value);
      case 'priority':
        return options.priorityLabel(value);
      case 'client':
        return pickedClient?.full_name ?? value;
      case 'assigned_to':
        return options.assigneeName(value);
      case 'due_date':
        return formatDate(value, dateStyle);
      case 'tags':
        return (
          <span className="d-flex flex-wrap gap-1">
            {parseTags(value).map((tag) => (
              <span key={tag} className="badge text-bg-secondary">
                {tag}
              </span>
            ))}
          </span>
        );
      case 'client_email':
      case 'client_phone':
      case 'external_reference_id':
      case 'project_id':
        return <bdi dir="ltr">{value}</bdi>;
      case 'description':
        return <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span>;
      default:
        return value;
    }
  };

  const rows = shown
    .map((field) => ({ field, value: shownValue(field) }))
    .filter((row) => row.value !== null);

  return (
    <section aria-labelledby="review-title" data-testid="review-step">
      <h2 id="review-title" className="h4" tabIndex={-1} ref={heading}>
        {t('form.reviewTitle')}
      </h2>
      <p className="text-body-secondary">{t('form.reviewText')}</p>
      <div className="card mb-4">
        <div className="card-body">
          <h3 className="h5 card-title">{t('form.summaryTitle')}</h3>
          <dl className="row mb-0" data-testid="review-summary">
            {rows.map(({ field, value }) => (
              <div key={field} className="col-12 col-md-6 mb-2" data-testid={`review-${field}`}>
                <dt className="small text-body-secondary fw-normal">{t(`form.fields.${field}`)}</dt>
                <dd className="mb-0 text-break">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={onBack}
          disabled={busy}
        >
          {t('form.backToEdit')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
          data-testid="review-confirm"
        >
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {busy ? t('form.submitting') : t('form.confirmSubmit')}
        </button>
      </div>
    </section>
  );
}
