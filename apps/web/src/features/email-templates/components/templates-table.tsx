import { Link } from 'react-router';
import type { TEmailTemplate } from '@mutabaa/shared';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { TemplateStatus } from './template-status';
import './templates-table.css';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useDateStyle } from '../../../lib/date-style';

const COLUMNS = ['name', 'key', 'status', 'updated'] as const;

/**
 * Every mail the product sends: its name (a link to its editor), key, whether it was
 * customised and when it last changed. Below 768 px each row becomes a card of labelled lines.
 */
export function TemplatesTable({
  templates,
  labelledBy,
}: {
  templates: readonly TEmailTemplate[];
  labelledBy: string;
}) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const label = (column: (typeof COLUMNS)[number]) => t(`emailTemplates.columns.${column}`);
  return (
    <ResponsiveTable
      region={{ labelledBy }}
      className="table-hover align-middle mb-0 templates-table"
      aria-labelledby={labelledBy}
      data-testid="templates-table"
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
        {templates.map((template) => (
          <tr key={template.id} data-testid="templates-row" data-key={template.key}>
            <td className="templates-name card-cell-title">
              <Link
                to={paths.emailTemplate.getHref(template.id)}
                className="fw-semibold"
                data-testid="templates-open"
              >
                {language === 'ar' ? template.name_ar : template.name_en}
              </Link>
            </td>
            <td data-label={label('key')}>
              <code dir="ltr" className="text-body-secondary">
                {template.key}
              </code>
            </td>
            <td data-label={label('status')}>
              <TemplateStatus customised={template.is_customised} />
            </td>
            <td data-label={label('updated')} className="templates-updated">
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
