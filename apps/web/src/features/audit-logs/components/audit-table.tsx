import type { TAuditLogEntry } from '@mutabaa/shared';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { actionLabel, actorText } from '../utils/audit-labels';
import { RecordText } from './record-text';
import './audit-table.css';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useDateStyle } from '../../../lib/date-style';
import { ViaToken } from './via-token';

const COLUMNS = ['entry', 'when', 'actor', 'action', 'record', 'ip', 'details'] as const;

type AuditTableProps = {
  entries: readonly TAuditLogEntry[];
  /** A page is on its way: the rows shown are dimmed and announced as busy. */
  loading: boolean;
  labelledBy: string;
  onOpen: (entry: TAuditLogEntry) => void;
};

/**
 * The log's rows, newest first: who did what to which record, when and from where. Below
 * 768 px each row becomes a card whose cells carry their column name, so nothing scrolls
 * sideways; each row's button opens the entry's values before and after.
 */
export function AuditTable({ entries, loading, labelledBy, onOpen }: AuditTableProps) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const label = (column: (typeof COLUMNS)[number]) => t(`auditLogs.columns.${column}`);
  const dash = t('common.empty');
  return (
    <ResponsiveTable
      region={{ labelledBy }}
      className="table-hover align-middle mb-0 audit-table"
      aria-labelledby={labelledBy}
      aria-busy={loading}
      data-testid="audit-table"
    >
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="text-nowrap">
              {column === 'details' ? (
                <span className="visually-hidden">{label(column)}</span>
              ) : (
                label(column)
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-testid="audit-row" data-id={entry.id}>
            <td data-label={label('entry')} className="text-nowrap">
              <bdi>{entry.id}</bdi>
            </td>
            <td data-label={label('when')} className="text-nowrap">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, dateStyle)}</time>
            </td>
            <td data-label={label('actor')} className="audit-actor" data-testid="audit-actor">
              <bdi>{actorText(t, entry)}</bdi>
              <ViaToken entry={entry} />
            </td>
            <td data-label={label('action')} data-testid="audit-action">
              {actionLabel(t, entry.action)}
            </td>
            <td data-label={label('record')} data-testid="audit-record">
              <RecordText entry={entry} />
            </td>
            <td data-label={label('ip')} className="text-nowrap">
              {entry.ip_address ? <span dir="ltr">{entry.ip_address}</span> : dash}
            </td>
            <td className="audit-open-cell card-cell-actions">
              <button
                type="button"
                className="btn btn-sm btn-outline-primary text-nowrap"
                aria-label={t('auditLogs.openFor', { id: entry.id })}
                onClick={() => onOpen(entry)}
                data-testid="audit-open"
              >
                {t('auditLogs.open')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
