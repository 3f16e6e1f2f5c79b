import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TEmailTemplate } from '@mutabaa/shared';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { TemplateStatus } from './template-status';
import { useDateStyle } from '../../../lib/date-style';

/** The way back to the list, the template's name with its actions, and what it is now. */
export function TemplateHeading({
  template,
  name,
  actions,
}: {
  template: TEmailTemplate;
  name: string;
  actions: ReactNode;
}) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <>
      <nav aria-label={t('templateEditor.breadcrumb')}>
        <ol className="breadcrumb mb-2">
          <li className="breadcrumb-item">
            <Link to={paths.emailTemplates.getHref()} data-testid="template-back">
              {t('pages.emailTemplates')}
            </Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {name}
          </li>
        </ol>
      </nav>
      <PageTitle actions={actions}>{name}</PageTitle>
      <p
        className="d-flex flex-wrap align-items-center gap-2 small mt-n3 mb-3"
        data-testid="template-meta"
      >
        <code dir="ltr" className="text-body-secondary">
          {template.key}
        </code>
        <TemplateStatus customised={template.is_customised} />
        <span data-testid="template-version">
          {t('emailTemplates.version', { version: formatNumber(template.version, language) })}
        </span>
        <span className="text-body-secondary">
          {t('emailTemplates.updated', { when: formatDateTime(template.updated_at, dateStyle) })}
        </span>
      </p>
    </>
  );
}
