import type { ReactNode } from 'react';
import type { TDocumentTemplate } from '@mutabaa/shared';
import { EditorHeading } from '../../../components/ui/editor-heading';
import { paths } from '../../../config/paths';
import { useDateStyle } from '../../../lib/date-style';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';

/** The way back to the list, the template's name with its actions, and when it last changed. */
export function TemplateHeading({
  template,
  name,
  actions,
}: {
  template: TDocumentTemplate;
  name: string;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const dateStyle = useDateStyle();
  return (
    <EditorHeading
      list={{ href: paths.documentTemplates.getHref(), label: t('pages.documentTemplates') }}
      name={name}
      actions={actions}
    >
      {template.required && (
        <span className="badge text-bg-light border" data-testid="template-required">
          {t('documentTemplates.required')}
        </span>
      )}
      <span className="text-body-secondary">
        {t('templateEditor.updated', { when: formatDateTime(template.updated_at, dateStyle) })}
      </span>
    </EditorHeading>
  );
}
