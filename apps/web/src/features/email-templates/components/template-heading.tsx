import type { ReactNode } from 'react';
import type { TEmailTemplate } from '@mutabaa/shared';
import { EditorHeading } from '../../../components/ui/editor-heading';
import { paths } from '../../../config/paths';
import { useDateStyle } from '../../../lib/date-style';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { TemplateStatus } from './template-status';

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
    <EditorHeading
      list={{ href: paths.emailTemplates.getHref(), label: t('pages.emailTemplates') }}
      name={name}
      actions={actions}
    >
      <code dir="ltr" className="text-body-secondary">
        {template.key}
      </code>
      <TemplateStatus customised={template.is_customised} />
      <span data-testid="template-version">
        {t('emailTemplates.version', { version: formatNumber(template.version, language) })}
      </span>
      <span className="text-body-secondary">
        {t('templateEditor.updated', { when: formatDateTime(template.updated_at, dateStyle) })}
      </span>
    </EditorHeading>
  );
}
