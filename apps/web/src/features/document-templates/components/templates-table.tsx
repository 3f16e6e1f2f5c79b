import { Link } from 'react-router';
import type { TDocumentTemplate } from '@mutabaa/shared';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { paths } from '../../../config/paths';
import { useDateStyle } from '../../../lib/date-style';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import type { TemplateLabels } from '../hooks/use-template-labels';
import { sortTemplates } from '../utils/template-scope';

const COLUMNS = ['kind', 'status', 'type', 'updated'] as const;

/**
 * Every document template by kind: the kind (a link to its editor), the status a decision letter
 * is issued at, the application type it is for (or all) and when it last changed. Below 768 px
 * each row becomes a card of labelled lines.
 */
export function TemplatesTable({
  templates,
  labels,
  labelledBy,
}: {
  templates: readonly TDocumentTemplate[];
  labels: TemplateLabels;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const dateStyle = useDateStyle();
  const label = (column: (typeof COLUMNS)[number]) => t(`documentTemplates.columns.${column}`);
  return (
    <ResponsiveTable
      region={{ labelledBy }}
      className="table-hover align-middle mb-0"
      aria-labelledby={labelledBy}
      data-testid="document-templates-table"
    >
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="text-nowrap">
              {label(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sortTemplates(templates, labels.type, labels.status).map((template) => (
          <tr
            key={template.id}
            data-testid="document-templates-row"
            data-kind={template.kind}
            data-type={template.application_type ?? ''}
            data-status={template.status ?? ''}
          >
            <td className="card-cell-title">
              <Link
                to={paths.documentTemplate.getHref(template.id)}
                className="fw-semibold"
                aria-label={labels.fullName(template, true)}
                data-testid="document-templates-open"
              >
                {labels.kind(template.kind)}
              </Link>
            </td>
            <td data-label={label('status')}>
              {template.status === null ? (
                <span className="text-body-secondary">
                  {t(`documentTemplates.issuedWhen.${template.kind}`)}
                </span>
              ) : (
                <bdi>{labels.status(template.status)}</bdi>
              )}
            </td>
            <td data-label={label('type')}>
              {template.application_type === null ? (
                <span className="badge text-bg-light border">{labels.scope(null)}</span>
              ) : (
                <bdi>{labels.type(template.application_type)}</bdi>
              )}
            </td>
            <td data-label={label('updated')} className="text-nowrap">
              <time dateTime={template.updated_at}>
                {formatDateTime(template.updated_at, dateStyle)}
              </time>
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
