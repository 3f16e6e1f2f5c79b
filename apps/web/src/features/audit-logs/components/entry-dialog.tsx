import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { TAuditLogEntry } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';
import type { AuditLogParams } from '../api/audit-log-params';
import { actionLabel, actorText } from '../utils/audit-labels';
import { RecordText } from './record-text';
import { changeRows } from '../utils/change-value';
import { ChangeValueView } from './change-value-view';
import './entry-dialog.css';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { formatDayTime } from '@mutabaa/shared';
import { useDateStyle } from '../../../lib/date-style';
import { ViaToken } from './via-token';

type EntryDialogProps = {
  entry: TAuditLogEntry;
  onClose: () => void;
  /** Shows the log narrowed to this entry's record or actor. */
  onFilter: (filters: Partial<AuditLogParams>) => void;
};

/** One entry in full: who, what, which record, when to the second, from where, and the values before and after. */
export function EntryDialog({ entry, onClose, onFilter }: EntryDialogProps) {
  const { t } = useTranslation();
  const dateStyle = useDateStyle();
  const titleId = useId();
  const changesId = useId();
  const rows = changeRows(entry.changes);
  const text = (key: string) => t(`auditLogs.detail.${key}`);
  const dash = t('common.empty');
  const facts: [string, ReactNode][] = [
    [
      'when',
      <time key="when" dateTime={entry.created_at}>
        {formatDayTime(entry.created_at, dateStyle, { seconds: true })}
      </time>,
    ],
    [
      'actor',
      <>
        <bdi>{actorText(t, entry)}</bdi>
        <ViaToken entry={entry} />
        {entry.actor?.email && (
          <small className="d-block text-body-secondary">
            <bdi dir="ltr">{entry.actor.email}</bdi>
          </small>
        )}
      </>,
    ],
    [
      'action',
      <>
        {actionLabel(t, entry.action)}{' '}
        <code className="small" dir="ltr">
          {entry.action}
        </code>
      </>,
    ],
    ['record', <RecordText key="record" entry={entry} />],
    ['ip', entry.ip_address ? <span dir="ltr">{entry.ip_address}</span> : dash],
    [
      'userAgent',
      entry.user_agent ? (
        <span dir="ltr" className="audit-text">
          {entry.user_agent}
        </span>
      ) : (
        dash
      ),
    ],
  ];

  return (
    <Modal
      show
      onHide={onClose}
      size="lg"
      scrollable
      aria-labelledby={titleId}
      data-testid="audit-entry"
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('auditLogs.entry', { id: entry.id })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="row mb-4 audit-facts">
          {facts.map(([key, value]) => (
            <div key={key} className="col-12 col-md-6 mb-2" data-testid={`audit-entry-${key}`}>
              <dt className="small text-body-secondary fw-normal">{text(key)}</dt>
              <dd className="mb-0 text-break">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 id={changesId} className="h6">
          {text('changes')}
        </h3>
        {rows.length === 0 ? (
          <p className="text-body-secondary mb-0" data-testid="audit-no-changes">
            {text('noChanges')}
          </p>
        ) : (
          <ResponsiveTable
            bare
            className="table-sm align-top mb-0 audit-changes"
            aria-labelledby={changesId}
            data-testid="audit-changes"
          >
            <thead>
              <tr>
                <th scope="col">{text('field')}</th>
                <th scope="col">{text('before')}</th>
                <th scope="col">{text('after')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.field} data-testid="audit-change" data-field={row.field}>
                  <th scope="row" className="fw-normal card-cell-title">
                    <code dir="ltr">{row.field}</code>
                  </th>
                  <td data-label={text('before')} data-testid="audit-before">
                    <ChangeValueView value={row.before} />
                  </td>
                  <td data-label={text('after')} data-testid="audit-after">
                    <ChangeValueView value={row.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ResponsiveTable>
        )}
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <div className="d-flex flex-wrap gap-2">
          {entry.entity_id && (
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() =>
                onFilter({
                  entity_type: entry.entity_type,
                  entity_id: entry.entity_id ?? undefined,
                })
              }
              data-testid="audit-entry-record-entries"
            >
              {text('recordEntries')}
            </button>
          )}
          {entry.actor && (
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => onFilter({ actor: entry.actor?.id })}
              data-testid="audit-entry-actor-entries"
            >
              {text('actorEntries')}
            </button>
          )}
        </div>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('common.close')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
