import type { ReactNode } from 'react';
import { normalizeRole, type TApplicationDetail, type TOptionDisplay } from '@mutabaa/shared';
import { LoadNote } from '../../../../components/ui/load-note';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { optionLabel } from '../../../../lib/form-config';
import { useLanguage } from '../../../../lib/use-language';
import { useSession } from '../../../../lib/use-session';
import { useTranslation } from '../../../../lib/use-translation';
import { loadOf, useWorkload } from '../../../../lib/workload';
import { useDateStyle } from '../../../../lib/date-style';

type Row = { key: string; value: ReactNode; ltr?: boolean };

const displayLabel = (display: TOptionDisplay | null, value: string | null, language: string) =>
  display ? optionLabel({ ...display, value: value ?? '' }, language) : (value ?? '');

/** The application's fields as a description list; empty ones are left out. */
export function ApplicationSummary({ application: a }: { application: TApplicationDetail }) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const role = normalizeRole(useSession().user?.role);
  // Staff see how loaded the assignee is; clients may not ask for the workload.
  const workload = useWorkload((role === 'admin' || role === 'editor') && Boolean(a.assigned_to));
  const assigneeLoad = loadOf(workload.data, a.assigned_to?.id);
  const assignee = a.assigned_to?.full_name || a.assigned_to?.email;
  const client = a.client?.full_name || a.client?.email || a.client_name;
  const rows: Row[] = [
    { key: 'reference_number', value: a.reference_number, ltr: true },
    { key: 'transaction_id', value: a.transaction_id, ltr: true },
    { key: 'title', value: <bdi>{a.title}</bdi> },
    {
      key: 'transaction_type',
      value: displayLabel(a.transaction_type_display, a.transaction_type, language),
    },
    { key: 'priority', value: displayLabel(a.priority_display, a.priority, language) },
    { key: 'client', value: client },
    { key: 'client_email', value: a.client_email, ltr: true },
    { key: 'client_phone', value: a.client_phone, ltr: true },
    {
      key: 'assigned_to',
      value: assignee && (
        <span className="d-inline-flex flex-wrap align-items-center gap-2">
          <bdi>{assignee}</bdi>
          {assigneeLoad && <LoadNote load={assigneeLoad} />}
        </span>
      ),
    },
    { key: 'department', value: a.department },
    { key: 'due_date', value: a.due_date ? formatDate(a.due_date, dateStyle) : '' },
    {
      key: 'tags',
      value: a.tags.length ? (
        <span className="d-inline-flex flex-wrap gap-1">
          {a.tags.map((tag) => (
            <span key={tag} className="badge text-bg-light border">
              {tag}
            </span>
          ))}
        </span>
      ) : null,
    },
    { key: 'external_reference_id', value: a.external_reference_id, ltr: true },
    { key: 'project_id', value: a.project_id, ltr: true },
    { key: 'created_at', value: formatDateTime(a.created_at, dateStyle) },
    { key: 'updated_at', value: formatDateTime(a.updated_at, dateStyle) },
  ];
  return (
    <section className="card mb-4" aria-labelledby="summary-title">
      <div className="card-body">
        <h2 id="summary-title" className="h5 card-title mb-3">
          {t('detail.summary')}
        </h2>
        <dl className="row mb-0 detail-summary" data-testid="detail-summary">
          {rows
            .filter((row) => row.value !== null && row.value !== undefined && row.value !== '')
            .map((row) => (
              <div key={row.key} className="col-sm-6 mb-3" data-field={row.key}>
                <dt className="small text-body-secondary fw-normal">
                  {t(`detail.fields.${row.key}`)}
                </dt>
                <dd className="mb-0 text-break">
                  {row.ltr ? <span dir="ltr">{row.value}</span> : row.value}
                </dd>
              </div>
            ))}
        </dl>
        {a.description && (
          <>
            <h3 className="h6 mt-2">{t('detail.fields.description')}</h3>
            <p className="mb-0 text-break" dir="auto" style={{ whiteSpace: 'pre-line' }}>
              {a.description}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
