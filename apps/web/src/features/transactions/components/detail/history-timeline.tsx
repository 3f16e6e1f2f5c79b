import '../../../../styles/timeline.css';
import type { THistoryEntry } from '@mutabaa/shared';
import { QueryState } from '../../../../components/ui/query-state';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { formatDateTime } from '../../../../lib/format';
import { isolate } from '../../../../lib/isolate';
import { useFormConfig } from '../../../../lib/use-form-config';
import { useTranslation } from '../../../../lib/use-translation';
import { useHistory } from '../../api/get-history';
import { fieldValueText, historyValueText, PERSON_FIELDS } from '../../utils/history-value';
import { useDateStyle } from '../../../../lib/date-style';

/** What happened to the application, newest first: who, when, what changed and why. */
export function HistoryTimeline({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation();
  const history = useHistory(applicationId);
  return (
    <section className="card mb-4" aria-labelledby="history-title">
      <div className="card-body">
        <h2 id="history-title" className="h5 card-title mb-3">
          {t('detail.history.title')}
        </h2>
        <QueryState
          query={history}
          empty={<p className="mb-0 text-body-secondary">{t('detail.history.empty')}</p>}
        >
          {(entries) => (
            <ol className="timeline list-unstyled mb-0" data-testid="history">
              {entries.map((entry) => (
                <HistoryItem key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
        </QueryState>
      </div>
    </section>
  );
}

function HistoryItem({ entry }: { entry: THistoryEntry }) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const actor = entry.actor?.full_name || entry.actor?.email || t('detail.someone');
  const status = (value: unknown) => <StatusBadge status={String(value ?? '')} />;
  return (
    <li className="timeline-item" data-testid="history-entry" data-kind={entry.kind}>
      <div className="small text-body-secondary">
        <bdi className="fw-semibold text-body">{actor}</bdi>
        {' · '}
        <bdi>
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, dateStyle)}</time>
        </bdi>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-1 mt-1">
        {entry.kind === 'created' && (
          <>
            {t('detail.history.created')} {status(entry.to_value)}
          </>
        )}
        {entry.kind === 'status' && (
          <>
            {t('detail.history.statusChanged')} {status(entry.from_value)}
            <span aria-hidden="true" className="history-arrow">
              →
            </span>
            <span className="visually-hidden">{t('detail.history.to')}</span>
            {status(entry.to_value)}
          </>
        )}
        {entry.kind === 'field' && entry.field === 'attachments' && (
          <span className="text-break">
            {entry.to_value
              ? t('detail.history.fileAdded', { name: isolate(fieldValueText(entry.to_value)) })
              : t('detail.history.fileDeleted', {
                  name: isolate(fieldValueText(entry.from_value)),
                })}
          </span>
        )}
        {entry.kind === 'field' && entry.field !== 'attachments' && (
          <FieldChange field={entry.field ?? ''} from={entry.from_value} to={entry.to_value} />
        )}
      </div>
      {entry.comment && (
        <p
          className="mb-0 mt-1 text-break history-comment"
          dir="auto"
          data-testid="history-comment"
        >
          {entry.comment}
        </p>
      )}
    </li>
  );
}

/** "Changed Priority from “Normal” to “High”"; people fields without their ids. */
function FieldChange({ field, from, to }: { field: string; from: unknown; to: unknown }) {
  const { t } = useTranslation();
  const dateStyle = useDateStyle();
  const { data } = useFormConfig();
  const label = t(`detail.fields.${field}`, { defaultValue: field });
  if (PERSON_FIELDS.has(field)) {
    return (
      <span className="text-break">
        {t('detail.history.fieldChangedOnly', { field: isolate(label) })}
      </span>
    );
  }
  const text = (value: unknown) =>
    historyValueText(field, value, data, dateStyle) || t('detail.history.emptyValue');
  return (
    <span className="text-break">
      {t('detail.history.fieldChanged', {
        field: label,
        from: isolate(text(from)),
        to: isolate(text(to)),
      })}
    </span>
  );
}
